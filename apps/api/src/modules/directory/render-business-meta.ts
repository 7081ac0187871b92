import { districtName, type TLanguageCode, translate } from '@haat/shared';
import type { TStorage } from '../../plugins/storage.ts';
import type { TPageMeta } from '../../plugins/web.ts';
import { businessUrl } from './present-business.ts';
import type { TBusinessRow } from './repository.ts';

function absolute(appUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${appUrl.replace(/\/$/, '')}${url}`;
}

/** Title, description and image that link previews of `/b/:slug` show. */
export function businessMeta(
  row: TBusinessRow,
  options: { appUrl: string; storage: TStorage; lang: TLanguageCode },
): TPageMeta {
  const text = row.description?.replace(/\s+/g, ' ').trim();
  const district = row.district ? districtName(row.district, options.lang) : null;
  const place = [row.city, district, row.country].filter(Boolean).join(', ');
  const description = text
    ? text.length > 200
      ? `${text.slice(0, 199)}…`
      : text
    : translate(options.lang, 'directory.default_description', { name: row.name });
  const imageKey = row.coverKey ?? row.logoKey;
  return {
    title: translate(options.lang, 'directory.page_title', {
      name: place ? `${row.name} (${place})` : row.name,
    }),
    description,
    url: businessUrl(options.appUrl, row.slug),
    image: imageKey ? absolute(options.appUrl, options.storage.url(imageKey)) : null,
    type: 'business.business',
  };
}
