import type { TAuditEntry } from '@haat/shared/admin/audit-schemas';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { diffFields } from '../audit-logic.ts';
import { AuditValue } from './audit-value.tsx';

/** An action's details: each changed field before → after, the reason, and where it came from. */
export function AuditDetail({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const changes = diffFields(entry);
  const fieldName = (field: string) => t(`admin_audit.fields.${field}`, { defaultValue: field });
  return (
    <div className="space-y-3 text-sm" data-testid="audit-detail">
      {changes.length > 0 ? (
        <table className="w-full text-start">
          <caption className="sr-only">{t('admin_audit.detail.changes')}</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('admin_audit.detail.field')}
              </th>
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('admin_audit.detail.before')}
              </th>
              <th scope="col" className="w-6">
                <span className="sr-only">{t('admin_audit.detail.becomes')}</span>
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('admin_audit.detail.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr
                key={change.field}
                className="border-t border-slate-200 align-top dark:border-slate-800"
                data-testid="audit-change"
                data-field={change.field}
              >
                <th
                  scope="row"
                  className="py-1.5 pe-3 text-start font-medium text-slate-800 dark:text-slate-200"
                >
                  {fieldName(change.field)}
                </th>
                <td
                  className={clsx(
                    'py-1.5 pe-3',
                    change.changed &&
                      !change.onlyAfter &&
                      'text-red-800 line-through decoration-red-400 dark:text-red-300',
                  )}
                  data-testid="audit-before"
                >
                  {change.onlyAfter ? (
                    <span className="text-slate-500 dark:text-slate-400">
                      {t('admin_audit.detail.empty')}
                    </span>
                  ) : (
                    <AuditValue field={change.field} value={change.before} />
                  )}
                </td>
                <td className="py-1.5 text-slate-500">
                  <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                </td>
                <td
                  className={clsx(
                    'py-1.5',
                    change.changed && 'font-semibold text-emerald-800 dark:text-emerald-300',
                  )}
                  data-testid="audit-after"
                >
                  {change.onlyBefore ? (
                    <span className="text-slate-500 dark:text-slate-400">
                      {t('admin_audit.detail.empty')}
                    </span>
                  ) : (
                    <AuditValue field={change.field} value={change.after} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t('admin_audit.detail.no_changes')}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
        {entry.reason ? (
          <>
            <dt className="font-medium">{t('admin_audit.detail.reason')}</dt>
            <dd dir="auto" className="whitespace-pre-line break-words">
              {entry.reason}
            </dd>
          </>
        ) : null}
        <dt className="font-medium">{t('admin_audit.detail.target_id')}</dt>
        <dd className="break-all font-mono text-xs leading-5">{entry.target.id ?? '—'}</dd>
        <dt className="font-medium">{t('admin_audit.detail.ip')}</dt>
        <dd className="font-mono text-xs leading-5" dir="ltr">
          {entry.ip ?? '—'}
        </dd>
        <dt className="font-medium">{t('admin_audit.detail.user_agent')}</dt>
        <dd className="break-words text-xs leading-5" dir="ltr">
          {entry.user_agent ?? '—'}
        </dd>
        <dt className="font-medium">{t('admin_audit.detail.entry_id')}</dt>
        <dd className="break-all font-mono text-xs leading-5">{entry.id}</dd>
      </dl>
    </div>
  );
}
