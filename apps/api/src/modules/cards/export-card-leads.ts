import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { listVcardLeads, type TVcardRow } from './repository.ts';

/** One CSV cell: quoted, quotes doubled, and formula starters neutralised (CSV injection). */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** All messages of the user's card as CSV (UTF-8 with BOM so spreadsheet apps read Bengali). */
export async function exportCardLeads(
  deps: TCardDeps,
  userId: string,
  cardId: string,
): Promise<{ card: TVcardRow; csv: string }> {
  const card = await requireOwnedCard(deps, userId, cardId);
  const rows = await listVcardLeads(deps.db, card.id, { unreadOnly: false });
  const header = ['created_at', 'name', 'email', 'phone', 'message', 'country', 'read_at'];
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      row.name,
      row.email,
      row.phone,
      row.message,
      row.country,
      row.readAt?.toISOString() ?? null,
    ]
      .map(csvCell)
      .join(','),
  );
  return { card, csv: `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n` };
}
