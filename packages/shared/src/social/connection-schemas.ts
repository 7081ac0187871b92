import { z } from 'zod';
import { EXTERNAL_PLATFORMS } from './constants.ts';

/*
 * Connected external pages (issue 16 item 5): a Facebook Page, a LinkedIn organisation or the
 * person's own LinkedIn profile, connected with OAuth. Answers never carry tokens.
 */

export const ZExternalPlatformSchema = z.enum(EXTERNAL_PLATFORMS, { error: 'social.platform_unknown' });

export const CONNECTION_STATUSES = ['active', 'expired'] as const;
export type TConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const ZSocialConnectionSchema = z.object({
  id: z.uuid(),
  platform: z.enum(EXTERNAL_PLATFORMS),
  /** The page's id on the platform (`urn:li:…` on LinkedIn). */
  external_id: z.string(),
  name: z.string(),
  /** `expired`: the platform refused the token; connect again. */
  status: z.enum(CONNECTION_STATUSES),
  token_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSocialConnection = z.infer<typeof ZSocialConnectionSchema>;

/** `GET /api/social/connections`: the person's pages, and the platforms that can be connected here. */
export const ZSocialConnectionsSchema = z.object({
  connections: z.array(ZSocialConnectionSchema),
  available: z.array(z.enum(EXTERNAL_PLATFORMS)),
});
export type TSocialConnections = z.infer<typeof ZSocialConnectionsSchema>;

/** `POST /api/social/connections/:platform/start`: where to send the browser. */
export const ZConnectionStartSchema = z.object({ url: z.string() });
export type TConnectionStart = z.infer<typeof ZConnectionStartSchema>;

/** `POST /api/social/connections/:platform/finish`: what the platform sent back to the callback screen. */
export const ZFinishConnectionSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.too_long' }),
  state: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.too_long' }),
});
export type TFinishConnection = z.input<typeof ZFinishConnectionSchema>;
