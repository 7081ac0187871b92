import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountRoute } from './account-routes.tsx';
import { adminRoute } from './admin-routes.tsx';
import { ACCOUNT_SECTIONS, ADMIN_SECTION } from './route-sections.ts';
import { routes, screensFrom } from './routes.tsx';

const noop = () => null;

function paths(route: RouteObject, prefix = ''): string[] {
  const own = route.path ? `${prefix}/${route.path}` : prefix;
  return [...(route.path ? [own] : []), ...(route.children ?? []).flatMap((child) => paths(child, own))];
}

describe('route sections (lazy route discovery)', () => {
  it('names the first segment of every signed-in screen, so visiting it loads their routes', () => {
    const found = paths(accountRoute({ screensFrom, requireAuth: noop }));
    expect(found.length).toBeGreaterThan(30);
    for (const path of found) expect(ACCOUNT_SECTIONS.has(path.split('/')[1] ?? '')).toBe(true);
  });

  it('keeps every back-office screen under /admin', () => {
    const found = paths(adminRoute({ screensFrom, requireStaff: noop }));
    expect(found[0]).toBe('/admin');
    for (const path of found) expect(path.split('/')[1]).toBe(ADMIN_SECTION);
  });

  it('leaves no signed-in or back-office address to the start-up table, where it would win', () => {
    const startup = routes.flatMap((route) => paths(route));
    const account = new Set(paths(accountRoute({ screensFrom, requireAuth: noop })));
    for (const path of startup) expect(account.has(path)).toBe(false);
    expect(startup.some((path) => path.startsWith('/admin'))).toBe(false);
  });
});
