import type { TRecipient, TRecipientPreview } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { presentRecipient } from './present-wallet.ts';
import { findActiveUserBy } from './repository.ts';

/** The active user a transfer would go to; a 404 field error when unknown, 422 when it is the sender. */
export async function findRecipient(
  db: TExecutor,
  senderId: string,
  recipient: TRecipient,
): Promise<{ id: string; preview: TRecipientPreview }> {
  const user = await findActiveUserBy(db, recipient);
  if (!user)
    throw new AppError('NOT_FOUND', 'wallet.recipient_not_found', {
      errors: { recipient: ['wallet.recipient_not_found'] },
    });
  if (user.id === senderId) throw AppError.fields({ recipient: 'wallet.recipient_self' });
  return { id: user.id, preview: presentRecipient(user, recipient.kind) };
}

/** Who the money would go to, before sending: the name and a masked phone or email. */
export async function previewTransfer(
  deps: Pick<TDeps, 'db'>,
  senderId: string,
  input: { recipient: TRecipient },
): Promise<TRecipientPreview> {
  return (await findRecipient(deps.db, senderId, input.recipient)).preview;
}
