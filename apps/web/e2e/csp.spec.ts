import type { Page } from '@playwright/test';
import { expect, expectScreenReady, test } from './fixtures.ts';

/*
 * The web app runs under its Content-Security-Policy (scripts only from this origin plus the inline
 * theme scripts by hash, no eval): no page may report a policy violation or a console error.
 */

/** Collects CSP violations (from the page's own event) and console errors until read. */
async function watchPolicy(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

test('the home page runs under its CSP with no violation and no console error', async ({ page }) => {
  const watch = await watchPolicy(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The inline theme script ran (it is allowed by its hash): the page knows its colour scheme.
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/^(light|dark)$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The service worker still registers and takes control under the policy.
  await page.waitForFunction(async () => !!(await navigator.serviceWorker?.getRegistration()), undefined, {
    timeout: 20_000,
  });
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('forms (validation), the marketplace and a dark Arabic page run without violations', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'ar');
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Submitting the empty form runs the shared schemas (no compiled code under the policy).
  await page.getByRole('button').filter({ hasText: /./ }).last().click();
  await page.goto('/marketplace');
  await expectScreenReady(page);
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the API docs work under their CSP', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/api/docs');
  // The first answer of /api/docs/json builds the whole OpenAPI document: give it time.
  await expect(page.getByText('Haat API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/health').first()).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});
