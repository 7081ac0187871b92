import { STAFF_ACTIONS, type TAuditEntry } from '@haat/shared/admin/audit-schemas';
import type { TListDefaults } from '../admin/components/data-table/list-params.ts';

export type TAuditFilterKey = 'actor' | 'action' | 'target_type' | 'target_id' | 'from' | 'to';

/** The audit list's address: every filter empty, newest first. */
export const AUDIT_LIST: TListDefaults<TAuditFilterKey> = {
  filters: { actor: '', action: '', target_type: '', target_id: '', from: '', to: '' },
  sort: '-created_at',
  sortable: ['created_at'],
  perPage: 25,
};

type TTranslate = (
  key: string,
  values?: { defaultValue?: string } & Record<string, string | number>,
) => string;

/** `users.suspend` → "Suspend person" (its translation), or the raw name when it has none. */
export function actionLabel(t: TTranslate, action: string): string {
  return t(`admin_audit.actions.${action}`, { defaultValue: action });
}

/** The action filter's choices: per area, "everything in it" (`users.`) and each of its actions. */
export function actionGroups(
  t: TTranslate,
): { label: string; options: { value: string; label: string }[] }[] {
  return Object.entries(STAFF_ACTIONS).map(([area, verbs]) => ({
    label: t(`admin_audit.areas.${area}`, { defaultValue: area }),
    options: [
      {
        value: `${area}.`,
        label: t('admin_audit.filters.whole_area', { area: t(`admin_audit.areas.${area}`) }),
      },
      ...verbs.map((verb) => ({ value: `${area}.${verb}`, label: actionLabel(t, `${area}.${verb}`) })),
    ],
  }));
}

export interface TFieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** False for a value that is the same on both sides (context, e.g. a status kept). */
  changed: boolean;
  /** Present only on one side. */
  onlyBefore: boolean;
  onlyAfter: boolean;
}

/** A stable text of a value, for comparing two sides. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The field-by-field difference of an action's before and after: every field of either side, those
 * of `before` first in their order, then the new ones of `after`.
 */
export function diffFields(entry: Pick<TAuditEntry, 'before' | 'after'>): TFieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...Object.keys(before), ...Object.keys(after).filter((key) => !(key in before))];
  return fields.map((field) => ({
    field,
    before: before[field],
    after: after[field],
    changed: !same(before[field], after[field]),
    onlyBefore: field in before && !(field in after),
    onlyAfter: field in after && !(field in before),
  }));
}

/** Fields holding money in poisha (shown as taka). */
const MONEY_FIELDS = new Set(['amount', 'credited', 'amount_returned', 'price', 'fee', 'balance']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export type TValueShape =
  | { kind: 'empty' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'money'; value: number }
  | { kind: 'number'; value: number }
  | { kind: 'time'; value: string }
  | { kind: 'word'; value: string }
  | { kind: 'text'; value: string };

/** How a value of a field is shown: money, a time, a yes/no, a translatable word, or plain text/JSON. */
export function valueShape(field: string, value: unknown): TValueShape {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number')
    return MONEY_FIELDS.has(field) || field.endsWith('_poisha')
      ? { kind: 'money', value }
      : { kind: 'number', value };
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return { kind: 'time', value };
    if (/^[a-z][a-z_]{0,30}$/.test(value)) return { kind: 'word', value };
    return { kind: 'text', value };
  }
  return { kind: 'text', value: JSON.stringify(value) };
}
