import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

/*
 * Shared browser-test helpers for every area: make a fresh user through the API, sign in by putting
 * the token in localStorage, read the newest mail from the outbox table, and run axe.
 */

export const DEMO = {
  admin: { email: 'admin@haat.test', phone: '+8801700000001', password: 'Admin@12345' },
  rahim: { email: 'rahim@haat.test', phone: '+8801711111111', password: 'Demo@12345' },
  nusrat: { email: 'nusrat@haat.test', password: 'Demo@12345' },
  omar: { email: 'omar@haat.test', phone: '+971501234567', password: 'Demo@12345' },
} as const;

export interface TTestUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  referral_code: string;
}

const dataDir = process.env.E2E_DATA_DIR || resolve(import.meta.dirname, '../../../.cache/e2e-data');
const pgPort = Number(process.env.PG_PORT || 54329);

let counter = 0;
/** A unique, valid Bangladeshi mobile number and email for this run. */
export function uniqueIdentity(prefix = 'user') {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  const digits = stamp.slice(-8);
  return {
    email: `${prefix}.${stamp}@example.com`,
    phone: `+8801${7 + (counter % 3)}${digits}`,
  };
}

/** Fetches a CSRF token (cookie + value) so the request context can make state-changing calls. */
export async function csrf(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/auth/csrf');
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data.csrf_token as string;
}

/** Registers a fresh user through the API and returns its credentials and token. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<{
    name: string;
    email: string;
    phone: string;
    password: string;
    language: string;
    /** Registers as referred by the user with this code. */
    referral_code: string;
  }> = {},
): Promise<TTestUser> {
  const identity = uniqueIdentity();
  const body = {
    name: overrides.name ?? 'Test Person',
    email: overrides.email ?? identity.email,
    phone: overrides.phone ?? identity.phone,
    country: 'BD',
    password: overrides.password ?? 'Secret#2024x',
    password_confirmation: overrides.password ?? 'Secret#2024x',
    terms: true,
    language: overrides.language ?? 'en',
    ...(overrides.referral_code ? { referral_code: overrides.referral_code } : {}),
  };
  const token = await csrf(request);
  const answer = await request.post('/api/auth/register', { data: body, headers: { 'X-CSRF-TOKEN': token } });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return {
    id: json.data.user.id,
    name: body.name,
    email: body.email,
    phone: json.data.user.phone,
    password: body.password,
    token: json.data.token,
    referral_code: json.data.user.referral_code,
  };
}

/** Signs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, login: string, password: string): Promise<string> {
  const token = await csrf(request);
  const answer = await request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-CSRF-TOKEN': token },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(200);
  return json.data.token as string;
}

/** Puts `token` in localStorage before any page script runs, then opens `path`. */
export async function useToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  await page.goto(path);
}

/** Runs `work` with a connection to the test server's database (the one `serve.mjs` started). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(resolve(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/haat`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The newest mail to `address` (polls the outbox for up to 10 s). */
export async function newestMail(address: string, subjectPart?: string) {
  return withDatabase(async (client) => {
    for (let i = 0; i < 50; i += 1) {
      const result = await client.query(
        'select "to", subject, text, created_at from mail_outbox where lower("to") = lower($1) order by created_at desc limit 5',
        [address],
      );
      const row = result.rows.find((r) => !subjectPart || String(r.subject).includes(subjectPart));
      if (row) return row as { to: string; subject: string; text: string; created_at: Date };
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`No mail to ${address}`);
  });
}

/** The first link in a mail body that starts with `pathPrefix` (e.g. "/verify-email"). */
export function linkFrom(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace('/', '\\/')}[^\\s]*`));
  if (!match) throw new Error(`No ${pathPrefix} link in mail:\n${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/**
 * Waits until the screen has drawn its heading and no list is still loading (`aria-busy`), instead of
 * waiting for the network to fall idle (which a busy machine or a polling bell can delay without end).
 */
export async function expectScreenReady(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Fails the test when axe finds serious or critical violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

interface TFixtures {
  /** A freshly registered user (not signed in in the browser). */
  freshUser: TTestUser;
  /** Signs `user` in by token and opens `path`. */
  signIn: (user: { token: string }, path?: string) => Promise<void>;
}

/**
 * Starts recording whether `text` ever appears on the page, so a message shown only briefly (for
 * example just before a redirect) can be asserted without racing it. Answers a check to call later.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __seenTexts?: Record<string, boolean> };
    w.__seenTexts ??= {};
    const seen = w.__seenTexts;
    const check = () => {
      if (document.body.innerText.includes(wanted)) seen[wanted] = true;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    check();
  }, text);
  return () =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { __seenTexts?: Record<string, boolean> }).__seenTexts?.[wanted] === true,
      text,
    );
}

/**
 * After a full page load, starts the app as a visitor's first touch would (a server-rendered page
 * runs its scripts only then, decision 059) and waits until it has drawn or hydrated the page
 * (`<html data-ready>`, set by main.tsx): a test must not type into a form that hydration then
 * resets. Pages without the app (`/c/…`, API answers) do not wait.
 */
async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(() => {
      (window as unknown as { haatStart?: () => void }).haatStart?.();
      return !document.getElementById('root') || document.documentElement.dataset.ready === 'true';
    })
    .catch(() => undefined);
}

/** Makes `page.goto` and `page.reload` wait for the app (`waitForApp`), as the `page` fixture does. */
export function startingApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

export const test = base.extend<TFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is nothing to wait for (and nothing to wait with).
    if (javaScriptEnabled === false) return use(page);
    await use(startingApp(page));
  },
  freshUser: async ({ request }, use) => {
    await use(await registerUser(request));
  },
  signIn: async ({ page }, use) => {
    await use((user, path = '/') => useToken(page, user.token, path));
  },
});

export { expect };
