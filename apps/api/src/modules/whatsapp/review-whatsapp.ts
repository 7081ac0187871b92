import {
  normalizePhone,
  type TAdminWhatsappDetail,
  type TAdminWhatsappItem,
  type TAdminWhatsappQuery,
  type TPageMeta,
  ZAdminWhatsappQuerySchema,
} from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { listSecurityEvents } from '../audit/record-security-event.ts';
import { findUserById } from '../users/repository.ts';
import { presentHistory, presentItem } from './present-whatsapp.ts';
import { expireStale, findVerification, listVerifications } from './repository.ts';
import { notFound } from './whatsapp-errors.ts';

/** `GET /api/admin/whatsapp-verifications`: every verification with its person, filtered, newest first. */
export async function listWhatsappVerifications(
  deps: Pick<TDeps, 'db'>,
  query: TAdminWhatsappQuery,
): Promise<{ success: true; data: TAdminWhatsappItem[]; meta: TPageMeta }> {
  const q = ZAdminWhatsappQuerySchema.parse(query);
  await expireStale(deps.db);
  const text = q.q || undefined;
  const { rows, total } = await listVerifications(
    deps.db,
    { status: q.status, method: q.method, q: text, phone: text ? normalizePhone(text) : undefined },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  return {
    success: true,
    data: rows.map(({ verification, user }) => presentItem(verification, user)),
    meta: { page: q.page, perPage: q.per_page, total },
  };
}

/** `GET /api/admin/whatsapp-verifications/:id`: the verification and its history, with who did what. */
export async function getWhatsappReview(deps: Pick<TDeps, 'db'>, id: string): Promise<TAdminWhatsappDetail> {
  const first = await findVerification(deps.db, id);
  if (!first) throw notFound();
  await expireStale(deps.db, first.userId);
  const [verification, user, events] = await Promise.all([
    findVerification(deps.db, id),
    findUserById(deps.db, first.userId),
    listSecurityEvents(deps.db, first.userId, {
      prefix: 'whatsapp_',
      detail: { key: 'verification_id', value: id },
      limit: 500,
    }),
  ]);
  if (!verification || !user) throw notFound();
  return { verification: presentItem(verification, user), history: presentHistory(events) };
}
