import { POST_MENTIONS_MAX } from '@haat/shared/social/post-schemas';
import { clsx } from 'clsx';
import { AtSign, BadgeCheck, X } from 'lucide-react';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TMentionSuggest, TPostMention } from './use-mention-suggest.ts';

/**
 * The combobox's popup under the text: the businesses to mention (a listbox; the textarea keeps
 * focus, pressing an option does not take it away), or a line saying why there are none.
 */
export function MentionSuggestions({ suggest }: { suggest: TMentionSuggest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { status, options, active } = suggest;
  if (status === 'closed') return null;
  const note =
    status === 'full'
      ? t('social.mentions.full', { max: formatNumber(POST_MENTIONS_MAX, lang) })
      : status === 'loading'
        ? t('social.mentions.searching')
        : status === 'failed'
          ? t('social.mentions.failed')
          : status === 'none'
            ? t('social.mentions.none', { query: suggest.query })
            : '';
  return (
    <div
      className="absolute inset-x-0 top-full z-20 mt-1 max-w-md overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900"
      data-testid="mention-suggestions"
    >
      {options.length > 0 ? (
        <div
          id={suggest.listId}
          role="listbox"
          aria-label={t('social.mentions.list')}
          className="max-h-72 overflow-y-auto py-1"
          // Keeps the focus (and the caret) in the text while an option is pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea's arrow keys, Enter and Tab choose (combobox pattern)
            <div
              key={entry.id}
              id={`${suggest.listId}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={() => suggest.choose(entry)}
              onMouseEnter={() => suggest.setActive(index)}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5',
                index === active
                  ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
                  : 'text-slate-900 dark:text-slate-100',
              )}
              data-testid="mention-option"
            >
              {entry.logo_thumb_url ? (
                <img
                  src={entry.logo_thumb_url}
                  alt=""
                  className="size-8 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <AtSign className="size-4" />
                </span>
              )}
              <span className="min-w-0">
                <span className="flex items-center gap-1 truncate font-medium" dir="auto">
                  {entry.name}
                  {entry.verified ? (
                    <BadgeCheck
                      aria-hidden
                      className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                    />
                  ) : null}
                </span>
                {entry.city ? (
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-300" dir="auto">
                    {entry.city}
                  </span>
                ) : null}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <p className="px-3 py-2 text-sm text-slate-700 dark:text-slate-300">{note}</p>
      )}
    </div>
  );
}

/** What a screen reader hears as the suggestions change (the popup itself is not a live region). */
export function MentionAnnouncer({ suggest }: { suggest: TMentionSuggest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text =
    suggest.status === 'results'
      ? t('social.mentions.found', { count: formatNumber(suggest.options.length, lang) })
      : suggest.status === 'none'
        ? t('social.mentions.none', { query: suggest.query })
        : suggest.status === 'full'
          ? t('social.mentions.full', { max: formatNumber(POST_MENTIONS_MAX, lang) })
          : '';
  return (
    <p className="sr-only" aria-live="polite">
      {text}
    </p>
  );
}

/** "Mentions: [Name ×] …": the businesses the post mentions; removing one leaves the text as it is. */
export function MentionChips({
  mentions,
  onMentions,
}: {
  mentions: readonly TPostMention[];
  onMentions: (mentions: TPostMention[]) => void;
}) {
  const { t } = useTranslation();
  if (mentions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="mention-chips">
      <span className="font-medium">{t('social.mentions.title')}</span>
      <ul className="flex flex-wrap gap-2">
        {mentions.map((mention) => (
          <li
            key={mention.id}
            className="flex items-center gap-1 rounded-full bg-sky-100 py-0.5 ps-3 pe-1 text-sky-950 dark:bg-sky-950 dark:text-sky-100"
            data-testid="mention-chip"
          >
            <span dir="auto">{mention.name}</span>
            <button
              type="button"
              onClick={() => onMentions(mentions.filter((one) => one.id !== mention.id))}
              aria-label={t('social.mentions.remove', { name: mention.name })}
              className="grid size-7 place-items-center rounded-full hover:bg-sky-200 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:hover:bg-sky-900"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
