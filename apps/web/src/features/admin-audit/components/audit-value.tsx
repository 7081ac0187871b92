import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { valueShape } from '../audit-logic.ts';

/** One value of a before/after: money in taka, times, yes/no and known words translated, else as written. */
export function AuditValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shape = valueShape(field, value);
  switch (shape.kind) {
    case 'empty':
      return <span className="text-slate-500 dark:text-slate-400">{t('admin_audit.detail.empty')}</span>;
    case 'boolean':
      return <span>{t(shape.value ? 'admin_audit.detail.yes' : 'admin_audit.detail.no')}</span>;
    case 'money':
      return <span className="tabular-nums">{formatMoney(shape.value, lang)}</span>;
    case 'number':
      return <span className="tabular-nums">{formatNumber(shape.value, lang)}</span>;
    case 'time':
      return <time dateTime={shape.value}>{formatDateTime(shape.value, lang)}</time>;
    case 'word':
      return <span>{t(`admin_audit.values.${shape.value}`, { defaultValue: shape.value })}</span>;
    default:
      return (
        <span dir="auto" className="break-all">
          {shape.value}
        </span>
      );
  }
}
