import type { TBusiness, ZUpdateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { findBusinessForStaff, type TBusinessRow } from '../directory/repository.ts';
import { updateBusiness } from '../directory/update-business.ts';

type TInput = z.output<typeof ZUpdateBusinessSchema>;

/** The editable columns and the names the API gives them. */
const EDITABLE: [keyof TBusinessRow, string][] = [
  ['name', 'name'],
  ['type', 'type'],
  ['slug', 'slug'],
  ['description', 'description'],
  ['phone', 'phone'],
  ['whatsapp', 'whatsapp'],
  ['email', 'email'],
  ['website', 'website'],
  ['address', 'address'],
  ['city', 'city'],
  ['district', 'district'],
  ['country', 'country'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['timeZone', 'time_zone'],
  ['hours', 'hours'],
  ['social', 'social'],
  ['deliveryInside', 'delivery_inside'],
  ['deliveryOutside', 'delivery_outside'],
];

/** The fields that differ between two rows, as they were and as they are. */
export function changedFields(before: TBusinessRow, after: TBusinessRow) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [column, name] of EDITABLE) {
    if (JSON.stringify(before[column]) === JSON.stringify(after[column])) continue;
    was[name] = before[column];
    now[name] = after[column];
  }
  return { before: was, after: now };
}

/**
 * `PATCH /api/admin/businesses/:id`: staff change a business with the owner's own edit operation
 * (the same validation); the changed fields are recorded as `businesses.update` in its transaction.
 * A person's own shop (kind personal) is changed by them only.
 */
export async function editBusinessForStaff(
  deps: TDirectoryDeps,
  staff: TStaffContext,
  id: string,
  input: TInput,
): Promise<TBusiness> {
  const row = await findBusinessForStaff(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  if (row.kind !== 'business') throw new AppError('CONFLICT', 'api.admin.businesses.personal_not_editable');
  return updateBusiness(deps, row.ownerId, id, input, {
    onUpdated: async (tx, before, after) => {
      const changed = changedFields(before, after);
      if (Object.keys(changed.after).length === 0) return;
      await recordStaffAction(tx, staff, {
        action: 'businesses.update',
        targetType: 'business',
        targetId: id,
        targetLabel: after.name,
        ...changed,
      });
    },
  });
}
