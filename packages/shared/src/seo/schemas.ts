import { z } from 'zod';

/** The number in `/sitemaps/businesses-<page>.xml` and `/sitemaps/cards-<page>.xml` (from 1). */
export const ZSitemapPageParamsSchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(999_999, { error: 'validation.invalid' }),
});
export type TSitemapPageParams = z.infer<typeof ZSitemapPageParamsSchema>;
