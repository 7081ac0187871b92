import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call, type TTestApp } from '../../../test/test-app.ts';
import { securityEvents } from '../../db/schema/audit.ts';
import { whatsappOutbox, whatsappVerifications } from '../../db/schema/whatsapp.ts';

export { captureLog } from '../../../test/capture-log.ts';

/** A Bangladeshi mobile number nobody else in the test run has (E.164). */
export function newPhone(): string {
  return `+8801${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function startVerification(
  app: FastifyInstance,
  token: string,
  phone: string,
  method: 'code' | 'manual' = 'code',
) {
  return call(app, 'POST', '/api/whatsapp/verifications', { token, body: { phone, method } });
}

/** The messages kept for `phone`, newest first. */
export function outboxOf(t: TTestApp, phone: string) {
  return t.database.db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.to, phone))
    .orderBy(desc(whatsappOutbox.createdAt));
}

/** The code of the newest message the log connector kept for `phone` (as a developer reads it). */
export async function codeFromOutbox(t: TTestApp, phone: string): Promise<string> {
  const [row] = await outboxOf(t, phone);
  const code = /: (\d{6})$/.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Moves a verification's times back, as if `seconds` had passed. */
export async function age(t: TTestApp, id: string, seconds: number) {
  const [row] = await t.database.db
    .select()
    .from(whatsappVerifications)
    .where(eq(whatsappVerifications.id, id));
  if (!row) throw new Error(`no verification ${id}`);
  const back = (date: Date | null) => (date ? new Date(date.getTime() - seconds * 1000) : date);
  await t.database.db
    .update(whatsappVerifications)
    .set({ expiresAt: back(row.expiresAt) ?? row.expiresAt, lastSentAt: back(row.lastSentAt) })
    .where(eq(whatsappVerifications.id, id));
}

export async function verificationRow(t: TTestApp, id: string) {
  const [row] = await t.database.db
    .select()
    .from(whatsappVerifications)
    .where(eq(whatsappVerifications.id, id));
  return row;
}

/** The person's `whatsapp_…` events, oldest first. */
export async function whatsappEvents(t: TTestApp, userId: string) {
  const rows = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
  return rows
    .filter((row) => row.action.startsWith('whatsapp_'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
