import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/** The right panel's two counts (words from `common`); null: not known yet. */
export function CountsList({ posts, followers }: { posts: number | null; followers: number | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shown = (value: number | null) => (value === null ? '–' : formatNumber(value, lang));
  return (
    <dl
      className="grid grid-cols-2 gap-3 text-center"
      aria-busy={posts === null || undefined}
      data-testid="panel-counts"
    >
      <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
        <dt className="text-sm text-slate-700 dark:text-slate-300">{t('panel.posts')}</dt>
        <dd className="text-xl font-bold" data-testid="panel-posts">
          {shown(posts)}
        </dd>
      </div>
      <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
        <dt className="text-sm text-slate-700 dark:text-slate-300">{t('panel.followers')}</dt>
        <dd className="text-xl font-bold" data-testid="panel-followers">
          {shown(followers)}
        </dd>
      </div>
    </dl>
  );
}
