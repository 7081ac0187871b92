import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { apiLogin, DEMO, expectScreenReady, registerUser, test } from './fixtures.ts';

/*
 * Key screens at 360 px and 1440 px, light and dark, in en, bn and ar, written to
 * <repo>/.cache/screenshots/. Runs only with SCREENSHOTS=1 (see playwright.config.ts):
 *   SCREENSHOTS=1 npx playwright test screenshots
 */
const out = resolve(import.meta.dirname, '../../../.cache/screenshots');
mkdirSync(out, { recursive: true });

const SCREENS = (
  process.env.SCREENS ||
  '/,/login,/register,/profile,/settings,/dashboard,/about,/responsive-test,/marketplace,/nope'
).split(',');
const LANGS = (process.env.LANGS || 'en,bn,ar').split(',');
const WIDTHS = [360, 1440];
const THEMES = (process.env.THEMES || 'light,dark').split(',');
// SIGNED_IN_SCREENS adds screens to open signed in (as SCREEN_USER: nusrat by default, or rahim, omar).
const SIGNED_IN = new Set([
  '/profile',
  '/settings',
  '/dashboard',
  ...(process.env.SIGNED_IN_SCREENS ?? '').split(',').filter(Boolean),
]);
const USER = DEMO[(process.env.SCREEN_USER ?? 'nusrat') as keyof typeof DEMO] ?? DEMO.nusrat;

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  for (const theme of THEMES) {
    test(`screens ${lang} ${theme}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const token = await apiLogin(request, USER.email, USER.password);
      for (const width of WIDTHS) {
        for (const path of SCREENS) {
          const context = await browser.newContext({
            viewport: { width, height: width < 800 ? 780 : 900 },
            colorScheme: theme === 'dark' ? 'dark' : 'light',
          });
          await context.addInitScript(
            ({ lang, theme, token }) => {
              localStorage.setItem('language', lang);
              localStorage.setItem('theme', theme);
              if (token) localStorage.setItem('token', token);
            },
            { lang, theme, token: SIGNED_IN.has(path) ? token : '' },
          );
          const page = await context.newPage();
          await page.goto(path);
          await expectScreenReady(page);
          await page.waitForTimeout(300);
          const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}-${theme}-${lang}.png`;
          await page.screenshot({ path: resolve(out, name), fullPage: true });
          await context.close();
        }
      }
    });
  }
}

test('settings menu open', async ({ browser, request }) => {
  const token = await apiLogin(request, DEMO.nusrat.email, DEMO.nusrat.password);
  for (const [lang, width, theme] of [
    ['en', 360, 'light'],
    ['bn', 360, 'dark'],
    ['ar', 360, 'light'],
    ['ar', 1440, 'dark'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 640 : 900 } });
    await context.addInitScript(
      ({ lang, theme, token }) => {
        localStorage.setItem('language', lang);
        localStorage.setItem('theme', theme);
        localStorage.setItem('token', token);
      },
      { lang, theme, token },
    );
    const page = await context.newPage();
    await page.goto('/settings');
    await expectScreenReady(page);
    await page.getByTestId('settings-menu-trigger').click();
    await page.getByTestId('settings-menu').waitFor();
    await page.screenshot({ path: resolve(out, `menu-${width}-${theme}-${lang}.png`) });
    await context.close();
  }
});

/** The card screens (list, form, share, analytics) for a demo card, in en and ar. */
test('card screens', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000);
  const token = await apiLogin(request, DEMO.nusrat.email, DEMO.nusrat.password);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await (await request.get('/api/cards', { headers })).json();
  let card = list.data.find((c: { full_name: string }) => c.full_name === 'Nusrat Jahan');
  if (!card) {
    const csrf = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
    const answer = await request.post('/api/cards', {
      headers: { ...headers, 'X-CSRF-TOKEN': csrf },
      data: {
        full_name: 'Nusrat Jahan',
        job_title: 'Founder',
        company: 'Jahan Crafts',
        phone: '01711223344',
        email: 'nusrat@example.com',
        website: 'example.com',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        template: 'modern',
      },
    });
    card = (await answer.json()).data;
    // A few visits from phones (no session) so the analytics have something to show.
    const guest = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });
    for (let i = 0; i < 3; i += 1) await guest.get(`/c/${card.slug}${i ? '' : '?src=qr'}`);
    await guest.dispose();
  }
  const paths = [
    '/vcard',
    '/vcard/create',
    `/vcard/edit/${card.id}`,
    `/vcard/share/${card.id}`,
    `/vcard/analytics/${card.id}`,
  ];
  for (const lang of (process.env.CARD_LANGS || 'en,ar').split(',')) {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 800 ? 780 : 900 },
          colorScheme: theme === 'dark' ? 'dark' : 'light',
        });
        await context.addInitScript(
          ({ lang, theme, token }) => {
            localStorage.setItem('language', lang);
            localStorage.setItem('theme', theme);
            localStorage.setItem('token', token);
          },
          { lang, theme, token },
        );
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(path);
          await expectScreenReady(page);
          await page.waitForTimeout(300);
          const name = `${path.slice(1).split('/').slice(0, 2).join('_')}-${width}-${theme}-${lang}.png`;
          await page.screenshot({ path: resolve(out, name), fullPage: true });
        }
        await context.close();
      }
    }
  }
});

/**
 * Two-factor sign-in (decision 061): /two-factor-setup off, the key step, the recovery codes and on,
 * then the sign-in's second step (code and recovery code), for a fresh user each, in en and ar.
 */
test('two-factor screens', async ({ browser, request }) => {
  test.setTimeout(300_000);
  for (const [lang, width, theme] of [
    ['en', 360, 'light'],
    ['en', 1440, 'dark'],
    ['ar', 360, 'dark'],
    ['ar', 1440, 'light'],
    ['bn', 360, 'light'],
  ] as const) {
    const user = await registerUser(request, { language: lang });
    const open = async (token: string) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 780 : 900 },
        colorScheme: theme === 'dark' ? 'dark' : 'light',
      });
      await context.addInitScript(
        ({ lang, theme, token }) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('theme', theme);
          if (token) localStorage.setItem('token', token);
        },
        { lang, theme, token },
      );
      return context;
    };
    const shot = (page: import('@playwright/test').Page, name: string, fullPage = true) =>
      page.screenshot({ path: resolve(out, `two-factor-${name}-${width}-${theme}-${lang}.png`), fullPage });

    const context = await open(user.token);
    const page = await context.newPage();
    await page.goto('/two-factor-setup');
    await expectScreenReady(page);
    await page.getByTestId('two-factor-off').waitFor();
    await shot(page, 'off');
    await page.getByTestId('two-factor-turn-on').click();
    await page.locator('input[name="password"]').fill(user.password);
    await page.getByTestId('two-factor-password-step').locator('button[type="submit"]').click();
    await page.getByTestId('two-factor-qr').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'key');
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await page.getByTestId('two-factor-setup-code').fill(code.generate());
    await page.getByTestId('two-factor-verify').click();
    await page.getByTestId('recovery-codes').waitFor();
    await shot(page, 'codes');
    await page.getByTestId('recovery-codes-saved').click();
    await page.getByTestId('two-factor-on').waitFor();
    await shot(page, 'on');
    await context.close();

    const guest = await open('');
    const login = await guest.newPage();
    await login.goto('/login');
    await expectScreenReady(login);
    await login.locator('input[autocomplete="username"]').fill(user.email);
    await login.locator('input[autocomplete="current-password"]').fill(user.password);
    await login.getByTestId('login-form').locator('button[type="submit"]').click();
    await login.getByTestId('two-factor-step').waitFor();
    await login.getByTestId('two-factor-step').locator('button[type="submit"]').click();
    await login.waitForTimeout(300);
    await shot(login, 'sign-in-code');
    await login.getByTestId('two-factor-switch').click();
    await login.getByTestId('two-factor-recovery-code').waitFor();
    await shot(login, 'sign-in-recovery');
    await guest.close();
  }
});
