import type { APIRequestContext, Locator } from '@playwright/test';
import { csrf, expect, expectScreenReady, type TTestUser, test } from './fixtures.ts';

// Issue 12, item 7: the editor's preview is the public card (one rendering per template), and on a
// phone it stays in view while the owner types.

const TEMPLATES = ['classic', 'modern', 'bold', 'minimal'] as const;

async function createCard(request: APIRequestContext, user: TTestUser, body: Record<string, unknown>) {
  const answer = await request.post('/api/cards', {
    data: body,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': await csrf(request) },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data as { id: string; slug: string };
}

/** What the eye compares between the two renderings of one card. */
async function look(card: Locator) {
  return card.evaluate((article) => {
    const css = (selector?: string) => {
      const element = selector ? article.querySelector(selector) : article;
      if (!element) return null;
      const s = getComputedStyle(element);
      return {
        background: `${s.backgroundColor} ${s.backgroundImage}`,
        color: s.color,
        fontSize: s.fontSize,
        fontWeight: s.fontWeight,
        textTransform: s.textTransform,
        radius: s.borderTopLeftRadius,
        underline: s.textDecorationLine,
      };
    };
    return {
      card: css(),
      head: css('.hc-head'),
      name: css('.hc-name'),
      photo: css('.hc-photo'),
      initials: article.querySelector('[data-initials]')?.textContent ?? null,
      button: css('.hc-btn'),
      save: css('.hc-save'),
      value: css('.hc-info li > :last-child'),
    };
  });
}

for (const template of TEMPLATES) {
  test(`the ${template} template looks the same in the editor's preview and on /c/{slug}`, async ({
    page,
    request,
    freshUser,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await createCard(request, freshUser, {
      full_name: 'Nusrat Jahan',
      job_title: 'Founder',
      company: 'Haat',
      phone: '01712345678',
      email: 'nusrat@example.com',
      template,
    });
    await signIn(freshUser, `/vcard/edit/${card.id}`);
    const preview = page.getByTestId('card-preview').locator('article.hc-card');
    // The edit screen loads its chunk and the card first: allow a busy machine time for both.
    await expect(preview.locator('.hc-name')).toHaveText('Nusrat Jahan', { timeout: 30_000 });
    await expect(preview).toHaveAttribute('data-template', template);
    const inEditor = await look(preview);

    await page.goto(`/c/${card.slug}`);
    const onPage = page.locator('article.hc-card');
    await expect(onPage.locator('.hc-name')).toHaveText('Nusrat Jahan');
    const published = await look(onPage);

    expect(inEditor).toEqual(published);
    // The templates really differ, and the check saw them: initials where the template shows them.
    expect(published.initials).toBe(template === 'minimal' ? null : 'NJ');
    if (template === 'modern') expect(published.head?.background).toContain('linear-gradient');
  });
}

test('on a phone the preview stays in view and shows what is typed', async ({ page, freshUser, signIn }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(freshUser, '/vcard/create');
  await expectScreenReady(page);
  const preview = page.getByTestId('card-preview');
  const form = page.getByTestId('card-form');

  await form.locator('input[name="full_name"]').fill('নুসরাত জাহান');
  await expect(preview.locator('.hc-name')).toHaveText('নুসরাত জাহান');
  await expect(preview).toBeInViewport({ ratio: 1 });

  // Further down the form (the page has scrolled), the docked preview is still fully in view.
  const address = form.locator('input[name="address"]');
  await address.scrollIntoViewIfNeeded();
  await address.pressSequentially('ঢাকা');
  await form.locator('input[name="job_title"]').fill('প্রতিষ্ঠাতা');
  await address.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(preview.locator('.hc-role')).toHaveText('প্রতিষ্ঠাতা');
  await expect(preview).toBeInViewport({ ratio: 1 });
  await expect(address).toBeInViewport();
  // Docked, it is the header only, small enough to leave room for the form.
  expect((await preview.boundingBox())?.height ?? 999).toBeLessThan(140);

  // The whole card can be opened from the dock.
  await page.getByRole('button', { name: /পুরো কার্ড দেখুন|Show the whole card/ }).click();
  await expect(preview.locator('.hc-body')).toBeVisible();
});
