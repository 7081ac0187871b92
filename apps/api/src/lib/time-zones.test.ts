import { translate } from '@haat/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { createCard } from '../modules/cards/cards-test-helpers.ts';
import { createBusiness } from '../modules/directory/directory-test-helpers.ts';
import { knownTimeZone } from './time-zones.ts';

/*
 * Issue 11, finding 6: Node's Intl accepts time zone names that PostgreSQL does not know (`AGT`,
 * `US/Pacific-New`, …); sent as `tz` to the card analytics they reached `AT TIME ZONE` and answered
 * 500. Every place a user's zone name reaches PostgreSQL or Intl answers the database's name or a
 * 422 on the field, never a 5xx.
 */

/** Legacy and odd names some runtimes accept besides Intl.supportedValuesOf('timeZone'). */
const ALIASES = [
  ...'ACT AET AGT ART AST BET BST CAT CNT CST CTT EAT ECT IET IST JST MIT NET NST PLT PNT PRT PST SST VST'.split(
    ' ',
  ),
  ...[
    'EST',
    'MST',
    'HST',
    'EST5EDT',
    'CST6CDT',
    'MST7MDT',
    'PST8PDT',
    'US/Pacific-New',
    'Canada/East-Saskatchewan',
  ],
  ...[
    'SystemV/AST4',
    'SystemV/EST5EDT',
    'SystemV/PST8PDT',
    'Etc/Unknown',
    'Factory',
    'posixrules',
    'localtime',
  ],
  ...[
    'asia/dhaka',
    'UTC',
    'utc',
    'GMT',
    'Etc/GMT+5',
    'Z',
    '+05:30',
    '-03:00',
    'Asia/Calcutta',
    'Europe/Kyiv',
  ],
];

function intlAccepts(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let t: TTestApp;
let token: string;
let businessId: string;
let cardId: string;
let databaseNames: Set<string>;
/** Names this Node accepts: every supported zone and the aliases it takes. */
let nodeNames: string[];
/** Names Node accepts that PostgreSQL does not have (the ones that answered 500). */
let nodeOnly: string[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 10_000 });
  ({ token } = await registerUser(t.app));
  businessId = (await createBusiness(t.app, token)).id;
  cardId = (await createCard(t.app, token)).id;
  const result = await t.database.pool.query<{ name: string }>('SELECT name FROM pg_timezone_names');
  databaseNames = new Set(result.rows.map((row) => row.name));
  nodeNames = [...new Set([...Intl.supportedValuesOf('timeZone'), ...ALIASES])].filter(intlAccepts);
  nodeOnly = nodeNames.filter((name) => !databaseNames.has(name));
});
afterAll(() => t.close());

/** Asserts a 2xx answering (as `time_zone`) a zone PostgreSQL knows, or a 422 on `field`; never anything else. */
function expectKnownOr422(response: LightMyRequestResponse, field: string, what: string) {
  expect([200, 201, 422], `${what}: ${response.body.slice(0, 300)}`).toContain(response.statusCode);
  if (response.statusCode === 422) expect(Object.keys(response.json().errors), what).toEqual([field]);
  else expect(databaseNames.has(response.json().data.time_zone), what).toBe(true);
}

describe('time zone names Node accepts and PostgreSQL does not', () => {
  it('exist on this runtime (else this test proves nothing)', () => {
    expect(nodeOnly.length).toBeGreaterThan(0);
    expect(nodeOnly).toContain('AGT');
  });

  it('never answer 5xx, on every endpoint that takes a time zone', async () => {
    for (const name of nodeOnly) {
      const tz = encodeURIComponent(name);
      expectKnownOr422(
        await call(t.app, 'POST', '/api/my/businesses', {
          token,
          body: { name: 'Zone Shop', type: 'retail', time_zone: name },
        }),
        'time_zone',
        `POST business ${name}`,
      );
      expectKnownOr422(
        await call(t.app, 'PATCH', `/api/my/businesses/${businessId}`, { token, body: { time_zone: name } }),
        'time_zone',
        `PATCH business ${name}`,
      );
      expectKnownOr422(
        await call(t.app, 'GET', `/api/cards/analytics?tz=${tz}`, { token }),
        'tz',
        `all cards analytics ${name}`,
      );
      expectKnownOr422(
        await call(t.app, 'GET', `/api/cards/${cardId}/analytics?days=7&tz=${tz}`, { token }),
        'tz',
        `card analytics ${name}`,
      );
    }
  }, 120_000);

  it('take the zone Intl took them for when PostgreSQL has it (AGT → America/Buenos_Aires)', async () => {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: 'AGT' }).resolvedOptions().timeZone;
    expect(databaseNames.has(canonical)).toBe(true);
    const analytics = await call(t.app, 'GET', '/api/cards/analytics?tz=AGT', { token });
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().data.time_zone).toBe(canonical);
    const business = await call(t.app, 'PATCH', `/api/my/businesses/${businessId}`, {
      token,
      body: { time_zone: 'US/Pacific-New' },
    });
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json().data.time_zone).toBe('America/Los_Angeles');
    expect(await knownTimeZone(t.database.db, 'asia/dhaka')).toBe('Asia/Dhaka');
  });

  it('refuse the rest with a translated field message, and change nothing', async () => {
    const unknown = nodeOnly.filter((name) => {
      const canonical = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
      return !databaseNames.has(canonical);
    });
    // e.g. SystemV/AST4, which Intl keeps as it is.
    expect(unknown.length).toBeGreaterThan(0);
    const name = unknown[0] as string;
    const refused = await call(t.app, 'PATCH', `/api/my/businesses/${businessId}`, {
      token,
      body: { time_zone: name, name: 'Renamed Shop' },
      headers: { 'x-locale': 'bn' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.time_zone).toEqual([translate('bn', 'validation.time_zone')]);
    const mine = await call(t.app, 'GET', `/api/my/businesses/${businessId}`, { token });
    expect(mine.json().data.name).not.toBe('Renamed Shop');
    const analytics = await call(t.app, 'GET', `/api/cards/analytics?tz=${encodeURIComponent(name)}`, {
      token,
    });
    expect(analytics.statusCode).toBe(422);
    expect(analytics.json().errors.tz).toEqual([translate('en', 'validation.time_zone')]);
  });
});

describe('every zone Node knows', () => {
  it('is answered with a zone PostgreSQL knows, or a 422; never a 5xx', async () => {
    for (const name of nodeNames) {
      const tz = encodeURIComponent(name);
      expectKnownOr422(
        await call(t.app, 'PATCH', `/api/my/businesses/${businessId}`, { token, body: { time_zone: name } }),
        'time_zone',
        `PATCH business ${name}`,
      );
      expectKnownOr422(
        await call(t.app, 'GET', `/api/cards/analytics?days=7&tz=${tz}`, { token }),
        'tz',
        `analytics ${name}`,
      );
    }
    const page = await call(t.app, 'GET', `/api/my/businesses/${businessId}`, { token });
    expect(page.statusCode).toBe(200);
  }, 240_000);
});
