import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TLimitCheck } from '../post-logic.ts';
import { MentionAnnouncer, MentionChips, MentionSuggestions } from './mention-suggestions.tsx';
import { type TPostMention, useMentionSuggest } from './use-mention-suggest.ts';

/**
 * The post's text with a live count per chosen platform (a platform over its limit says so), and
 * `@word` suggestions of businesses to mention, listed as chips under it.
 */
export function PostTextField({
  value,
  onChange,
  checks,
  error,
  mentions,
  onMentions,
}: {
  value: string;
  onChange: (value: string) => void;
  checks: readonly TLimitCheck[];
  error?: string;
  mentions: readonly TPostMention[];
  onMentions: (mentions: TPostMention[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const over = checks.filter((check) => check.over);
  const describedBy = clsx(`${id}-counts`, error && `${id}-error`);
  const field = useRef<HTMLTextAreaElement>(null);
  const suggest = useMentionSuggest({ value, onChange, mentions, onMentions, field });
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-base font-semibold">
        {t('social.compose.text')}
      </label>
      <div className="relative">
        <textarea
          ref={field}
          id={id}
          value={value}
          rows={6}
          dir="auto"
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('social.compose.placeholder')}
          aria-describedby={describedBy}
          aria-invalid={!!error || over.length > 0}
          className={clsx(inputClass, 'min-h-36 resize-y')}
          data-testid="post-text"
          {...suggest.fieldProps}
        />
        <MentionSuggestions suggest={suggest} />
      </div>
      <MentionAnnouncer suggest={suggest} />
      <MentionChips mentions={mentions} onMentions={onMentions} />
      <ul id={`${id}-counts`} className="flex flex-wrap gap-2 text-sm" data-testid="text-counts">
        {checks.map((check) => (
          <li
            key={check.platform}
            data-testid={`count-${check.platform}`}
            data-over={check.over || undefined}
            className={clsx(
              'rounded-full px-2.5 py-0.5',
              check.over
                ? 'bg-red-100 font-semibold text-red-900 dark:bg-red-950 dark:text-red-200'
                : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
            )}
          >
            {t(check.over ? 'social.compose.count_over' : 'social.compose.count', {
              platform: t(`social.platform.${check.platform}`),
              used: formatNumber(check.used, lang),
              limit: formatNumber(check.limit, lang),
              over: formatNumber(-check.left, lang),
            })}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {over.length > 0
          ? t('social.compose.over_alert', {
              platforms: over.map((check) => t(`social.platform.${check.platform}`)).join(', '),
            })
          : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
