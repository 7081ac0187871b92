import type { TDirectoryEntry } from '@haat/shared/directory/schemas';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { countryName } from '../format.ts';
import { placeParts } from '../place-parts.ts';
import { OpenPill, VerifiedBadge } from './badges.tsx';
import { BusinessAvatar } from './business-avatar.tsx';
import { PlaceText } from './place-text.tsx';
import { RatingSummary } from './stars.tsx';

/** One business in the directory: the whole card opens its page (the name is the link). */
export function DirectoryEntry({ entry }: { entry: TDirectoryEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <article
      className="relative flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-amber-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      data-testid="directory-entry"
    >
      <BusinessAvatar name={entry.name} src={entry.logo_thumb_url} className="size-14 text-lg" />
      <div className="min-w-0 flex-1">
        <h2 className="break-words text-base font-semibold leading-snug text-slate-900 dark:text-white">
          <Link
            to={`/b/${entry.slug}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {entry.name}
          </Link>
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span>{t(`directory.types.${entry.type}`)}</span>
          {entry.city || entry.country ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="break-words">
                <PlaceText parts={[...placeParts(entry, lang), countryName(entry.country, lang)]} />
              </span>
            </span>
          ) : null}
        </p>
        <div className="mt-1.5">
          <RatingSummary average={entry.rating.average} count={entry.rating.count} />
        </div>
        {entry.summary ? (
          <p
            dir="auto"
            className="mt-1.5 line-clamp-2 break-words text-sm text-slate-700 dark:text-slate-300"
          >
            {entry.summary}
          </p>
        ) : null}
        {entry.verified || entry.open_now ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {entry.verified ? <VerifiedBadge /> : null}
            {entry.open_now ? <OpenPill open /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
