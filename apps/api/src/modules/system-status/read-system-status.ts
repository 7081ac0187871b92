import { isStaffRole, type TLanguageCode, type TSystemStatus, translate } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCachedOption } from '../payments/platform-settings.ts';

/**
 * The registration switch and maintenance mode as this instance sees them: read through the
 * settings' cache, so a change made on any instance is seen here within 5 seconds.
 */
export async function readSystemStatus(db: TExecutor, lang: TLanguageCode): Promise<TSystemStatus> {
  const registrationOpen = await readCachedOption(db, 'registration_open');
  const on = await readCachedOption(db, 'maintenance_mode');
  return {
    registration_open: registrationOpen,
    maintenance: { on, message: on ? await maintenanceMessage(db, lang) : null },
  };
}

/** What staff wrote for visitors during maintenance, or the default wording in `lang`. */
export async function maintenanceMessage(db: TExecutor, lang: TLanguageCode): Promise<string> {
  const written = await readCachedOption(db, 'maintenance_message');
  return written.trim() || translate(lang, 'api.maintenance_default');
}

/** `POST /api/auth/register` while staff closed registration: 403 with a clear message. */
export async function assertRegistrationOpen(db: TExecutor): Promise<void> {
  if (!(await readCachedOption(db, 'registration_open')))
    throw new AppError('FORBIDDEN', 'api.registration_closed');
}

/**
 * Signing in during maintenance: only staff get a session. Anyone else whose password was right is
 * told the staff's message (503 `MAINTENANCE`) and gets no token (before, they got one that every
 * later request refused).
 */
export async function assertMayEnter(db: TExecutor, role: string, lang: TLanguageCode): Promise<void> {
  if (isStaffRole(role) || !(await readCachedOption(db, 'maintenance_mode'))) return;
  throw new AppError('MAINTENANCE', await maintenanceMessage(db, lang), {
    headers: { 'retry-after': '120' },
  });
}
