import { jsonLdScript, type TBusiness } from '@haat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { businessJsonLd } from './business-json-ld.ts';
import { createBusiness } from './directory-test-helpers.ts';

const HOSTILE = '</script><script>alert(1)</script>';

const business: TBusiness = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'dhaka-tea-house-k4q2ps',
  url: 'https://haat.example/b/dhaka-tea-house-k4q2ps',
  name: 'Dhaka Tea House',
  type: 'restaurant',
  description: ' Tea and snacks since 1990. ',
  logo_url: '/uploads/businesses/logo.jpg',
  logo_thumb_url: '/uploads/businesses/logo-thumb.jpg',
  cover_url: 'https://cdn.example/cover.jpg',
  phone: '+8801712345678',
  whatsapp: '+8801812345678',
  email: 'tea@example.com',
  website: 'https://tea.example',
  address: 'House 12, Road 5',
  city: 'Dhanmondi',
  district: 'bd-dhaka',
  country: 'BD',
  location: { lat: 23.7461, lng: 90.3742 },
  time_zone: 'Asia/Dhaka',
  hours: {
    mon: { open: '09:00', close: '21:00' },
    tue: { open: '09:00', close: '21:00' },
    wed: null,
    thu: { open: '09:00', close: '21:00' },
    fri: { open: '18:00', close: '02:00' },
    sat: { open: '00:00', close: '24:00' },
    sun: null,
  },
  open_now: false,
  social: { facebook: 'https://www.facebook.com/tea', instagram: null, linkedin: null, youtube: null },
  verified: true,
  rating: { average: 4.5, count: 12 },
  actions: { call: null, whatsapp: null, email: null, directions: null },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
} as TBusiness;

describe('businessJsonLd', () => {
  it('describes the business as schema.org data', () => {
    expect(businessJsonLd(business, { origin: 'https://haat.example' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://haat.example/b/dhaka-tea-house-k4q2ps#business',
      name: 'Dhaka Tea House',
      description: 'Tea and snacks since 1990.',
      url: 'https://haat.example/b/dhaka-tea-house-k4q2ps',
      image: ['https://cdn.example/cover.jpg', 'https://haat.example/uploads/businesses/logo.jpg'],
      logo: 'https://haat.example/uploads/businesses/logo.jpg',
      telephone: '+8801712345678',
      email: 'tea@example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'House 12, Road 5',
        addressLocality: 'Dhanmondi',
        addressRegion: 'Dhaka',
        addressCountry: 'BD',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 23.7461, longitude: 90.3742 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Thursday'],
          opens: '09:00',
          closes: '21:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '18:00', closes: '02:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '00:00', closes: '23:59' },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
      sameAs: ['https://tea.example', 'https://www.facebook.com/tea'],
    });
  });

  it('leaves out what the business did not give, and the rating without reviews', () => {
    const bare = businessJsonLd(
      {
        ...business,
        type: 'service',
        description: null,
        logo_url: null,
        cover_url: null,
        phone: null,
        whatsapp: null,
        email: null,
        website: null,
        address: null,
        city: null,
        location: null,
        hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
        social: {} as TBusiness['social'],
        rating: { average: 0, count: 0 },
      },
      { origin: 'https://haat.example' },
    );
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://haat.example/b/dhaka-tea-house-k4q2ps#business',
      name: 'Dhaka Tea House',
      url: 'https://haat.example/b/dhaka-tea-house-k4q2ps',
      address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', addressCountry: 'BD' },
    });
  });
});

describe('business JSON-LD from GET /api/businesses/:slug', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
  });
  afterAll(() => t.close());

  it('a hostile name cannot close the script element', async () => {
    const { token } = await registerUser(t.app);
    const created = await createBusiness(t.app, token, {
      name: HOSTILE,
      type: 'retail',
      description: 'Line\u2028separator & <!-- comment',
      hours: { mon: { open: '10:00', close: '18:00' } },
    });
    const response = await call(t.app, 'GET', `/api/businesses/${created.slug}`);
    const data = businessJsonLd(response.json().data.business, { origin: 'http://localhost:3000' });
    const script = jsonLdScript(data);
    const page = `<head>${script}</head>`;
    expect(page.match(/<script/gi)).toHaveLength(1);
    expect(page.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toMatch(/[\u2028\u2029]|<!--/);
    const parsed = JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length));
    expect(parsed).toMatchObject({
      '@type': 'Store',
      name: HOSTILE,
      description: 'Line\u2028separator & <!-- comment',
      url: created.url,
      openingHoursSpecification: [{ dayOfWeek: ['Monday'], opens: '10:00', closes: '18:00' }],
    });
  });
});
