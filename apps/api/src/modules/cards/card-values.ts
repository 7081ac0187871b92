import type { ZUpdateCardSchema } from '@haat/shared';
import type { z } from 'zod';
import type { TVcardChanges } from './repository.ts';

type TCardInput = z.output<typeof ZUpdateCardSchema>;

/** Maps validated API fields onto table columns; fields not sent stay undefined (unchanged). */
export function toCardValues(input: TCardInput): TVcardChanges {
  const values: TVcardChanges = {
    fullName: input.full_name,
    jobTitle: input.job_title,
    company: input.company,
    phone: input.phone,
    email: input.email,
    website: input.website,
    address: input.address,
    facebook: input.social?.facebook,
    linkedin: input.social?.linkedin,
    instagram: input.social?.instagram,
    whatsapp: input.social?.whatsapp,
    template: input.template,
    language: input.language,
    isPublic: input.settings?.public,
    showContactForm: input.settings?.show_contact_form,
    enableAnalytics: input.settings?.enable_analytics,
    status: input.status,
    slug: input.slug,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as TVcardChanges;
}
