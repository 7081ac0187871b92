import { formatDateTime } from '../../../lib/format.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday"… for the last week, the date and time after that, in the language's
 * words and digits; the full date and time is in the tooltip and the `datetime` attribute.
 */
export function RelativeTime({ value, now = Date.now() }: { value: string; now?: number }) {
  const lang = useLanguage();
  const full = formatDateTime(value, lang);
  const age = now - new Date(value).getTime();
  let text = full;
  if (age >= -MINUTE && age < 7 * DAY) {
    const words = new Intl.RelativeTimeFormat(languageInfo(lang).tag, { numeric: 'auto' });
    if (age < MINUTE) text = words.format(0, 'second');
    else if (age < HOUR) text = words.format(-Math.floor(age / MINUTE), 'minute');
    else if (age < DAY) text = words.format(-Math.floor(age / HOUR), 'hour');
    else text = words.format(-Math.floor(age / DAY), 'day');
  }
  return (
    <time dateTime={value} title={full}>
      {text}
    </time>
  );
}
