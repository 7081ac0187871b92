import { BUSINESS_SOCIAL_NETWORKS } from '@haat/shared/directory/constants';
import type { TBusiness } from '@haat/shared/directory/schemas';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** Network names are brand names, written the same in every language. */
const NETWORK_NAMES: Record<(typeof BUSINESS_SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

/** The business's social pages, as links that open in a new tab. */
export function SocialLinks({ social }: { social: TBusiness['social'] }) {
  const { t } = useTranslation();
  const links = BUSINESS_SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
  if (!links.length) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('directory.contact.social')}
      </h3>
      <ul className="flex flex-wrap gap-2" data-testid="social-links">
        {links.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {NETWORK_NAMES[network]}
              <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
              <span className="sr-only">{t('directory.common.new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
