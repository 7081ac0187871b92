import { formatTaka, type TLanguageCode, type TMarketplaceProductPage, translate } from '@haat/shared';
import type { TPageMeta } from '../../plugins/web.ts';

function absolute(appUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${appUrl.replace(/\/$/, '')}${url}`;
}

/** Title, description and image that link previews of `/p/:slug` show. */
export function productMeta(
  page: TMarketplaceProductPage,
  options: { appUrl: string; lang: TLanguageCode },
): TPageMeta {
  const { product, seller } = page;
  const text = product.description?.replace(/\s+/g, ' ').trim();
  const price = formatTaka(product.price, options.lang);
  const image = product.images[0];
  return {
    title: translate(options.lang, 'marketplace.page_title', { title: product.title, price }),
    description: text
      ? text.length > 200
        ? `${text.slice(0, 199)}…`
        : text
      : translate(options.lang, 'marketplace.default_description', {
          title: product.title,
          seller: seller.name,
        }),
    url: absolute(options.appUrl, product.url),
    image: image ? absolute(options.appUrl, image.url) : null,
    type: 'product',
  };
}
