import {
  shortReference,
  type TAdminWithdrawal,
  type TRecipientPreview,
  type TWalletEntry,
  type TWithdrawal,
} from '@haat/shared';
import type { TAdminWithdrawalRecord, TMovementRow, TWithdrawalRecord } from './repository.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** `+8801712345678` → `+88017•••••678`; `rahim@example.com` → `ra•••@example.com`. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) {
    const local = contact.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length - 1))}•••${contact.slice(at)}`;
  }
  if (contact.length <= 7) return `${contact.slice(0, 2)}•••`;
  return `${contact.slice(0, 6)}${'•'.repeat(contact.length - 9)}${contact.slice(-3)}`;
}

export function presentRecipient(
  user: { name: string; email: string; phone: string },
  by: 'email' | 'phone',
): TRecipientPreview {
  return { name: user.name, contact: maskContact(by === 'email' ? user.email : user.phone) };
}

function counterpartyOf(row: TMovementRow): TWalletEntry['counterparty'] {
  if (row.withdrawal_method) return { kind: 'method', name: row.withdrawal_method };
  switch (row.other_type) {
    case 'wallet':
    case 'hold':
    case 'bonus_hold':
      return { kind: 'user', name: row.other_user_name ?? '' };
    case 'external':
      return { kind: 'method', name: row.other_method ?? '' };
    case null:
      return null;
    default:
      return { kind: 'platform', name: row.other_type };
  }
}

/** The movement's kind (from the query) and id: the id in its `kind:<id>` key, else the transaction id. */
function identify(row: TMovementRow): { kind: TWalletEntry['kind']; id: string } {
  const colon = row.movement_key.indexOf(':');
  return {
    kind: row.kind as TWalletEntry['kind'],
    id: colon < 0 ? row.movement_key : row.movement_key.slice(colon + 1),
  };
}

/** Where a movement stands now, from the postings it has (decision 053). */
function statusOf(kind: TWalletEntry['kind'], row: TMovementRow): TWalletEntry['status'] {
  if (kind === 'withdrawal') return row.returned ? 'returned' : row.paid_out ? 'paid' : 'pending';
  if (row.reversed) return 'reversed';
  if (kind === 'referral_bonus' && row.via_bonus_hold && !row.released) return 'on_hold';
  return 'completed';
}

export function presentMovement(row: TMovementRow): TWalletEntry {
  const { kind, id } = identify(row);
  return {
    id,
    reference: shortReference(id),
    kind,
    status: statusOf(kind, row),
    amount: Number(row.amount),
    counterparty: counterpartyOf(row),
    memo: kind === 'transfer' ? row.memo : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentWithdrawal(row: TWithdrawalRecord): TWithdrawal {
  return {
    id: row.id,
    reference: shortReference(row.id),
    amount: Number(row.amount),
    method: row.method,
    details: row.details,
    status: row.status,
    reject_reason: row.rejectReason,
    payout_reference: row.payoutReference,
    created_at: iso(row.createdAt),
    decided_at: row.decidedAt ? iso(row.decidedAt) : null,
  };
}

/** A withdrawal for staff; `twoAbove` is the `second_approval_above` setting in poisha. */
export function presentAdminWithdrawal(row: TAdminWithdrawalRecord, twoAbove: bigint): TAdminWithdrawal {
  return {
    ...presentWithdrawal(row),
    needs_second_approval: row.amount > twoAbove,
    first_approval:
      row.approvedBy && row.approvedAt
        ? { by: { id: row.approvedBy, name: row.approverName ?? '' }, at: iso(row.approvedAt) }
        : null,
    user: { id: row.userId, name: row.userName, email: row.userEmail, phone: row.userPhone },
  };
}
