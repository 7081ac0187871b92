import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ageOf } from '../relative-time.ts';

const formats = new Map<TLanguageCode, Intl.RelativeTimeFormat>();
function relativeFormat(code: TLanguageCode): Intl.RelativeTimeFormat {
  let format = formats.get(code);
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageInfo(code).tag, { numeric: 'auto', style: 'short' });
    formats.set(code, format);
  }
  return format;
}

/** "3 hr. ago", "yesterday"… for the last week, else the date; the full date and time on hover. */
export function TimeAgo({ value, className }: { value: string; className?: string }) {
  const lang = useLanguage();
  const age = ageOf(new Date(value).getTime(), Date.now());
  const text = age ? relativeFormat(lang).format(age.value, age.unit) : formatDate(value, lang);
  return (
    <time dateTime={value} title={formatDateTime(value, lang)} className={className}>
      {text}
    </time>
  );
}
