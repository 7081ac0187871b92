import { z } from 'zod';
import { zRequiredString } from '../auth/schemas.ts';
import { ACROSS_FIELDS, textOf } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import {
  toWebUrl,
  WEB_URL,
  zClearable,
  zOptionalEmail,
  zOptionalPhone,
  zOptionalText,
  zOptionalWebUrl,
} from '../http/fields.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';

/*
 * Digital business cards (VCards). Messages are keys of the shared catalogues; the API and the web
 * app word them with the field label (`fields.<name>`).
 */
export const CARD_TEMPLATES = ['classic', 'modern', 'bold', 'minimal'] as const;
export const CARD_STATUSES = ['active', 'inactive', 'draft'] as const;
export const SHARE_CHANNELS = [
  'whatsapp',
  'email',
  'sms',
  'copy',
  'facebook',
  'linkedin',
  'twitter',
] as const;
export const CARD_EVENT_TYPES = ['view', 'scan', 'share', 'save', 'form'] as const;
export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'whatsapp'] as const;
export const CARD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

export type TCardTemplate = (typeof CARD_TEMPLATES)[number];
export type TCardStatus = (typeof CARD_STATUSES)[number];
export type TShareChannel = (typeof SHARE_CHANNELS)[number];
export type TCardEventType = (typeof CARD_EVENT_TYPES)[number];
export type TDeviceType = (typeof DEVICE_TYPES)[number];
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const TOO_LONG = 'validation.too_long';
const HANDLE_PATTERN = /^@?[\p{L}\p{N}._-]{1,100}$/u;

/** The host of a web address without `www.`, `m.` or a two-letter language prefix. */
function siteOf(url: string): string {
  const host = WEB_URL.exec(url)?.[2] ?? '';
  return host.toLowerCase().replace(/^(www|m|[a-z]{2})\./, '');
}

/** A profile on one network: its address on that network's host, or a user name that becomes one. */
function zProfile(hosts: readonly string[], fromHandle: (handle: string) => string) {
  return zClearable(
    z
      .string({ error: 'validation.social' })
      .trim()
      .max(300, { error: TOO_LONG })
      .transform((value, ctx) => {
        const url = toWebUrl(value);
        const host = url ? siteOf(url) : '';
        if (url && hosts.includes(host)) return url;
        if (!value.includes('/') && HANDLE_PATTERN.test(value)) return fromHandle(value.replace(/^@/, ''));
        ctx.addIssue({ code: 'custom', message: 'validation.social' });
        return z.NEVER;
      }),
  );
}

export const ZSocialLinksInputSchema = z.object({
  facebook: zProfile(['facebook.com', 'fb.com'], (h) => `https://www.facebook.com/${encodeURIComponent(h)}`),
  linkedin: zProfile(['linkedin.com'], (h) => `https://www.linkedin.com/in/${encodeURIComponent(h)}`),
  instagram: zProfile(['instagram.com'], (h) => `https://www.instagram.com/${encodeURIComponent(h)}`),
  /** A WhatsApp number (E.164). */
  whatsapp: zOptionalPhone,
});

export const ZCardSettingsInputSchema = z.object({
  public: z.boolean({ error: 'validation.boolean' }).optional(),
  show_contact_form: z.boolean({ error: 'validation.boolean' }).optional(),
  enable_analytics: z.boolean({ error: 'validation.boolean' }).optional(),
});

export const ZCardSlugSchema = z
  .string({ error: 'validation.slug' })
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, { error: 'validation.slug' });

const cardFields = {
  full_name: zRequiredString(100),
  job_title: zOptionalText(100),
  company: zOptionalText(100),
  phone: zOptionalPhone,
  email: zOptionalEmail,
  website: zOptionalWebUrl,
  address: zOptionalText(300),
  social: ZSocialLinksInputSchema.optional(),
  template: z.enum(CARD_TEMPLATES, { error: 'validation.invalid' }).optional(),
  language: z.enum(LANGUAGE_CODES, { error: 'validation.invalid' }).nullish(),
  settings: ZCardSettingsInputSchema.optional(),
  status: z.enum(CARD_STATUSES, { error: 'validation.invalid' }).optional(),
  slug: ZCardSlugSchema.optional(),
};

/** Create a card: only the full name is required; template `classic`, status `active`, all settings on. */
export const ZCreateCardSchema = z.object(cardFields);
export type TCreateCard = z.input<typeof ZCreateCardSchema>;

/** Change a card: only the fields sent change; `null` or `''` clears an optional field. */
export const ZUpdateCardSchema = z.object({ ...cardFields, full_name: zRequiredString(100).optional() });
export type TUpdateCard = z.input<typeof ZUpdateCardSchema>;

export const ZCardIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZListCardsQuerySchema = z.object({
  status: z.enum(CARD_STATUSES, { error: 'validation.invalid' }).optional(),
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' })
    .default(20),
});
export type TListCardsQuery = z.input<typeof ZListCardsQuerySchema>;

export const ZCardStatsSchema = z.object({
  views: z.number().int(),
  scans: z.number().int(),
  shares: z.number().int(),
  contacts: z.number().int(),
});
export type TCardStats = z.infer<typeof ZCardStatsSchema>;

export const ZCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The public page, e.g. `https://haat.example/c/nusrat-jahan-4k2q`. */
  url: z.string(),
  full_name: z.string(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  social: z.object({
    facebook: z.string().nullable(),
    linkedin: z.string().nullable(),
    instagram: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  photo_url: z.string().nullable(),
  photo_thumb_url: z.string().nullable(),
  template: z.enum(CARD_TEMPLATES),
  language: z.enum(LANGUAGE_CODES).nullable(),
  settings: z.object({
    public: z.boolean(),
    show_contact_form: z.boolean(),
    enable_analytics: z.boolean(),
  }),
  status: z.enum(CARD_STATUSES),
  stats: ZCardStatsSchema,
  unread_leads: z.number().int(),
  /** Public download addresses. */
  downloads: z.object({
    vcf: z.string(),
    qr_svg: z.string(),
    qr_png: z.string(),
    png: z.string(),
    pdf: z.string(),
  }),
  /** Where each share button goes (`copy`: the link to copy). */
  share_links: z.record(z.enum(SHARE_CHANNELS), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** Hidden or removed by staff, and why (issue 17): its public page is not found; only its owner sees this. */
  moderation: z.object({ state: z.enum(['hidden', 'removed']), reason: z.string().nullable() }).optional(),
});
export type TCard = z.infer<typeof ZCardSchema>;

export const ZCardListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCardSchema),
  meta: ZPageMetaSchema.extend({
    /** Cards of the user per status (all statuses, whatever the filter). */
    status_counts: z.object({
      all: z.number().int(),
      active: z.number().int(),
      inactive: z.number().int(),
      draft: z.number().int(),
    }),
  }),
});
export type TCardList = z.infer<typeof ZCardListSchema>;

export const ZShareCardSchema = z.object({
  channel: z.enum(SHARE_CHANNELS, { error: 'validation.invalid' }),
});
export type TShareCard = z.input<typeof ZShareCardSchema>;

export const ZAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.range' })
    .refine((days) => (ANALYTICS_RANGES as readonly number[]).includes(days), { error: 'validation.range' })
    .default(30),
  /** IANA time zone for the daily buckets, e.g. `Asia/Dhaka`; UTC by default. */
  tz: z
    .string({ error: 'validation.invalid' })
    .max(64, { error: 'validation.invalid' })
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'validation.invalid' },
    )
    .default('UTC'),
});
export type TAnalyticsQuery = z.input<typeof ZAnalyticsQuerySchema>;

const ZCountRowSchema = <T extends z.ZodType>(key: T) => z.object({ key, count: z.number().int() });

export const ZCardAnalyticsSchema = z.object({
  /** The card, or null for the analytics of all the user's cards. */
  card_id: z.uuid().nullable(),
  days: z.number().int(),
  time_zone: z.string(),
  /** All-time figures. Contacts = contact saves + form messages. */
  totals: ZCardStatsSchema,
  /** The same figures within the range. */
  period: ZCardStatsSchema,
  /** One row per day of the range, oldest first (views include QR scans). */
  trends: z.array(
    z.object({
      date: z.string(),
      views: z.number().int(),
      scans: z.number().int(),
      shares: z.number().int(),
      contacts: z.number().int(),
    }),
  ),
  share_channels: z.array(ZCountRowSchema(z.enum(SHARE_CHANNELS))),
  /** ISO 3166 alpha-2 country codes; `ZZ` when unknown. */
  countries: z.array(ZCountRowSchema(z.string())),
  devices: z.array(ZCountRowSchema(z.enum(DEVICE_TYPES))),
  recent: z.array(
    z.object({
      type: z.enum(CARD_EVENT_TYPES),
      channel: z.enum(SHARE_CHANNELS).nullable(),
      country: z.string().nullable(),
      device: z.enum(DEVICE_TYPES),
      card_id: z.uuid(),
      card_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TCardAnalytics = z.infer<typeof ZCardAnalyticsSchema>;

/** The public contact form on a card's page. `website_url` is a honeypot people never fill. */
export const ZCardLeadInputSchema = z
  .object({
    name: zRequiredString(100),
    email: zOptionalEmail,
    phone: zOptionalPhone,
    message: zRequiredString(2000),
    website_url: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    // An invalid email or phone has its own message; only when both are empty is this one said.
    if (!textOf(value.email) && !textOf(value.phone)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email_or_phone' });
    }
  }, ACROSS_FIELDS);
export type TCardLeadInput = z.input<typeof ZCardLeadInputSchema>;

export const ZCardLeadSchema = z.object({
  id: z.uuid(),
  card_id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  country: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TCardLead = z.infer<typeof ZCardLeadSchema>;

export const ZListLeadsQuerySchema = ZListCardsQuerySchema.omit({ status: true }).extend({
  unread: z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).optional(),
});

export const ZCardLeadListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCardLeadSchema),
  meta: ZPageMetaSchema.extend({ unread: z.number().int() }),
});

export const ZLeadParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  leadId: z.uuid({ error: 'validation.invalid' }),
});

export const ZMarkLeadSchema = z.object({ read: z.boolean({ error: 'validation.boolean' }) });
export type TMarkLead = z.input<typeof ZMarkLeadSchema>;
