import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZRegisterSchema } from '../auth/account-schemas.ts';
import { ZCardLeadInputSchema } from '../cards/schemas.ts';
import { ZBulkProductsSchema } from '../directory/products.ts';
import { ZDayHoursSchema } from '../directory/schemas.ts';

/** Every message key per field of a failed parse. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.') || '(form)';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/*
 * Rules between fields are said in the same round as the fields' own rules (decision 018): a
 * person never fixes one set of messages only to meet another.
 */
describe('rules between fields run beside failing fields', () => {
  it('the card contact form asks for an email or phone while the message is also missing', () => {
    expect(messagesOf(ZCardLeadInputSchema, { name: 'Rahim', email: '', phone: '', message: '' })).toEqual({
      email: ['validation.email_or_phone'],
      message: ['validation.required'],
    });
  });

  it('an invalid email is not also told "email or phone"', () => {
    const messages = messagesOf(ZCardLeadInputSchema, { name: '', email: 'nope', message: 'Hi' });
    expect(messages.email).toEqual(['validation.email']);
    expect(messages.name).toEqual(['validation.required']);
  });

  it('bulk product actions name the missing category beside a bad id list', () => {
    const messages = messagesOf(ZBulkProductsSchema, { ids: [], action: 'set_category' });
    expect(messages.ids).toEqual(['validation.required']);
    expect(messages.category_id).toEqual(['validation.required']);
  });

  it('opening hours with the same open and close time are refused, a malformed time only once', () => {
    expect(messagesOf(ZDayHoursSchema, { open: '09:00', close: '09:00' })).toEqual({
      '(form)': ['validation.hours'],
    });
    expect(messagesOf(ZDayHoursSchema, { open: '9 am', close: '09:00' })).toEqual({
      open: ['validation.hours'],
    });
  });

  it('sign-up says "do not match" and the phone beside every other field', () => {
    const messages = messagesOf(ZRegisterSchema, {
      name: '',
      email: 'x',
      phone: 'abc',
      country: 'ZZ',
      password: 'short',
      password_confirmation: 'other',
      terms: false,
    });
    expect(messages.password_confirmation).toEqual(['validation.password_match']);
    expect(messages.phone).toEqual(['validation.phone']);
  });
});
