import { type TBusiness, ZAdminCreateBusinessSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { createBusiness } from '../directory/create-business.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { findUserByEmail, findUserById } from '../users/repository.ts';

type TInput = z.output<typeof ZAdminCreateBusinessSchema>;

/**
 * `POST /api/admin/businesses`: staff create a business for a person (named by id or email) with
 * the owner's own create operation, the person as its owner; recorded as `businesses.create` in
 * the same transaction.
 */
export async function createBusinessForOwner(
  deps: TDirectoryDeps,
  staff: TStaffContext,
  input: TInput,
): Promise<TBusiness> {
  const { owner_id: ownerId, owner_email: ownerEmail, ...fields } = ZAdminCreateBusinessSchema.parse(input);
  const owner = ownerId
    ? await findUserById(deps.db, ownerId)
    : ownerEmail
      ? await findUserByEmail(deps.db, ownerEmail)
      : undefined;
  if (!owner)
    throw AppError.fields({ [ownerId ? 'owner_id' : 'owner_email']: 'api.admin.businesses.owner_unknown' });
  return createBusiness(deps, owner.id, fields, {
    onCreated: (tx, row) =>
      recordStaffAction(tx, staff, {
        action: 'businesses.create',
        targetType: 'business',
        targetId: row.id,
        targetLabel: row.name,
        after: {
          name: row.name,
          slug: row.slug,
          type: row.type,
          owner_id: owner.id,
          owner_email: owner.email,
        },
      }),
  });
}
