import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, type TTestUser, test } from './fixtures.ts';

/* `/business/categories`: a business's own product categories (issue 5). */

/** Calls the API as `user` (with a CSRF token for state-changing calls) and returns the JSON. */
async function call(
  request: APIRequestContext,
  user: TTestUser,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  status = method === 'POST' ? 201 : 200,
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${user.token}` };
  if (method !== 'GET')
    headers['X-CSRF-TOKEN'] = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token;
  const answer = await request.fetch(path, { method, headers, data: body });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(status);
  return json.data;
}

/** Waits until the server has the order `expected` (the save runs in the background). */
async function expectSavedOrder(
  request: APIRequestContext,
  user: TTestUser,
  businessId: string,
  expected: string[],
) {
  await expect
    .poll(async () =>
      (
        (await call(request, user, 'GET', `/api/my/businesses/${businessId}/categories`)) as {
          name: string;
        }[]
      ).map((c) => c.name),
    )
    .toEqual(expected);
}

async function createBusiness(request: APIRequestContext, user: TTestUser, name: string) {
  return (await call(request, user, 'POST', '/api/my/businesses', { name, type: 'restaurant' })) as {
    id: string;
    name: string;
  };
}

const rows = (page: Page) => page.getByTestId('category-row');
const names = (page: Page) => rows(page).locator('h3');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A business with the categories Tea, Snacks and Sweets, made through the API; answers their ids. */
async function teaHouseWithCategories(request: APIRequestContext, user: TTestUser) {
  const business = await createBusiness(request, user, 'Dhaka Tea House');
  const ids: Record<string, string> = {};
  for (const name of ['Tea', 'Snacks', 'Sweets']) {
    const made = await call(request, user, 'POST', `/api/my/businesses/${business.id}/categories`, { name });
    ids[name] = (made as { id: string }).id;
  }
  return { business, ids };
}

async function addCategory(page: Page, name: string) {
  const field = page.getByRole('textbox', { name: 'Category name' });
  await field.fill(name);
  await field.press('Enter');
  await expect(row(page, name)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
}

test('an owner adds categories; an empty or duplicate name is refused at the field', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await createBusiness(request, freshUser, 'Dhaka Tea House');
  await signIn(freshUser, '/business/categories');

  // One business: chosen without asking; no categories yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByText('Dhaka Tea House')).toBeVisible();
  await expect(page.getByText('No categories yet')).toBeVisible();

  // The name is checked before anything is sent.
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category name is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Category name' })).toHaveAttribute('aria-invalid', 'true');

  await addCategory(page, 'Tea');
  await expect(page.getByTestId('announcer')).toHaveText('Added “Tea”');
  await addCategory(page, 'Snacks');
  await addCategory(page, 'Sweets');
  await expect(names(page)).toHaveText(['Tea', 'Snacks', 'Sweets']);

  // A duplicate name (any case) is refused by the server, at the field.
  const field = page.getByRole('textbox', { name: 'Category name' });
  await field.fill('tea');
  await field.press('Enter');
  await expect(page.getByText('A category with this name already exists')).toBeVisible();
  await field.fill('');
});

test('an owner renames in place and reorders by keyboard; the order is saved', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  // The categories are made through the API; this test is about renaming and moving them.
  const { business } = await teaHouseWithCategories(request, freshUser);
  await signIn(freshUser, '/business/categories');
  await expect(names(page)).toHaveText(['Tea', 'Snacks', 'Sweets']);

  // Rename in place: Escape cancels, a duplicate shows at the field, Enter saves.
  await row(page, 'Tea').getByRole('button', { name: 'Rename Tea' }).click();
  const renameField = page.getByRole('textbox', { name: 'New name for “Tea”' });
  await expect(renameField).toBeFocused();
  await renameField.fill('Something else');
  await renameField.press('Escape');
  await expect(renameField).toBeHidden();
  await expect(names(page)).toHaveText(['Tea', 'Snacks', 'Sweets']);
  await expect(row(page, 'Tea').getByRole('button', { name: 'Rename Tea' })).toBeFocused();

  await page.keyboard.press('Enter');
  await renameField.fill('SWEETS');
  await renameField.press('Enter');
  await expect(page.getByText('A category with this name already exists')).toBeVisible();
  await expect(renameField).toHaveAttribute('aria-invalid', 'true');
  await expect(renameField).toBeFocused();
  await renameField.fill('Chai');
  await renameField.press('Enter');
  await expect(names(page)).toHaveText(['Chai', 'Snacks', 'Sweets']);
  await expect(page.getByTestId('announcer')).toHaveText('Renamed to “Chai”');
  await expect(row(page, 'Chai').getByRole('button', { name: 'Rename Chai' })).toBeFocused();

  // Reorder with the buttons, by keyboard; focus stays on the moved item and the move is announced.
  const down = row(page, 'Chai').getByRole('button', { name: 'Move “Chai” down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Snacks', 'Chai', 'Sweets']);
  await expect(page.getByTestId('announcer')).toHaveText('Moved “Chai” to position 2 of 3');
  await expect(row(page, 'Chai').getByRole('button', { name: 'Move “Chai” down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Snacks', 'Sweets', 'Chai']);
  await expect(page.getByTestId('announcer')).toHaveText('Moved “Chai” to position 3 of 3');
  // The last item cannot go further down; the button says so without losing focus.
  const lastDown = row(page, 'Chai').getByRole('button', { name: 'Move “Chai” down' });
  await expect(lastDown).toBeFocused();
  await expect(lastDown).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Snacks', 'Sweets', 'Chai']);
  await row(page, 'Sweets').getByRole('button', { name: 'Move “Sweets” up' }).click();
  await expect(names(page)).toHaveText(['Sweets', 'Snacks', 'Chai']);
  await expect(page.getByTestId('announcer')).toHaveText('Moved “Sweets” to position 1 of 3');

  // The order was saved: it survives a reload (and the server agrees).
  await expectSavedOrder(request, freshUser, business.id, ['Sweets', 'Snacks', 'Chai']);
  await page.reload();
  await expect(names(page)).toHaveText(['Sweets', 'Snacks', 'Chai']);

  expect(await seriousViolations(page)).toEqual([]);
});

test('deleting a category asks first and keeps its products, uncategorised', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const { business, ids } = await teaHouseWithCategories(request, freshUser);
  // A product in "Snacks", made through the API, is counted and linked.
  const snacksId = ids.Snacks;
  const product = (await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/products`, {
    title: 'Singara',
    price: 1500,
    category_id: snacksId,
  })) as { id: string };
  await signIn(freshUser, '/business/categories');
  const productsLink = row(page, 'Snacks').getByRole('link', { name: '1 product in “Snacks”' });
  await expect(productsLink).toHaveAttribute(
    'href',
    `/business/products?business=${business.id}&category=${snacksId}`,
  );
  await expect(row(page, 'Tea').getByRole('link', { name: /^0 products/ })).toBeVisible();

  // Delete asks first and says the products stay; cancelling keeps the category.
  await row(page, 'Snacks').getByRole('button', { name: 'Delete Snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Snacks”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The products in this category (1) keep working');
  await expect(dialog).toContainText('uncategorised');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(names(page)).toHaveText(['Tea', 'Snacks', 'Sweets']);

  await row(page, 'Snacks').getByRole('button', { name: 'Delete Snacks' }).click();
  await dialog.getByRole('button', { name: 'Delete category' }).click();
  await expect(dialog).toBeHidden();
  await expect(names(page)).toHaveText(['Tea', 'Sweets']);
  await expect(page.getByTestId('announcer')).toHaveText(
    'Deleted “Snacks”; its products are kept without a category',
  );
  // Focus moves to the next category instead of being lost.
  await expect(row(page, 'Sweets').getByRole('button', { name: 'Delete Sweets' })).toBeFocused();

  // The product is still there, now without a category.
  const kept = await call(request, freshUser, 'GET', `/api/my/products/${product.id}`);
  expect(kept).toMatchObject({ id: product.id, title: 'Singara', category_id: null, category_name: null });
  await page.reload();
  await expect(names(page)).toHaveText(['Tea', 'Sweets']);
});

test('the business picker keeps the choice in the URL', async ({ page, request, freshUser, signIn }) => {
  const first = await createBusiness(request, freshUser, 'Rupa Sweets');
  const second = await createBusiness(request, freshUser, 'Karim Electronics');
  await call(request, freshUser, 'POST', `/api/my/businesses/${first.id}/categories`, { name: 'Mishti' });
  await call(request, freshUser, 'POST', `/api/my/businesses/${second.id}/categories`, { name: 'Phones' });
  await call(request, freshUser, 'POST', `/api/my/businesses/${second.id}/categories`, { name: 'Chargers' });

  await signIn(freshUser, '/business/categories');
  const picker = page.getByRole('combobox', { name: 'Business' });
  // Newest first: the second business is the default.
  await expect(picker).toHaveValue(second.id);
  await expect(names(page)).toHaveText(['Phones', 'Chargers']);

  await picker.selectOption(first.id);
  await expect(page).toHaveURL(new RegExp(`\\?business=${first.id}$`));
  await expect(names(page)).toHaveText(['Mishti']);
  await page.reload();
  await expect(picker).toHaveValue(first.id);
  await expect(names(page)).toHaveText(['Mishti']);
  await expect(page.getByRole('link', { name: 'All products' })).toHaveAttribute(
    'href',
    `/business/products?business=${first.id}`,
  );
});

test('without a business the screen links to creating one', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/business/categories');
  await expect(page.getByText('You have no business yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a business' })).toHaveAttribute(
    'href',
    '/business-profiles/new',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed list load offers a retry', async ({ page, request, freshUser, signIn }) => {
  await createBusiness(request, freshUser, 'Flaky Shop');
  let fail = true;
  await page.route('**/api/my/businesses/*/categories', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { success: false, code: 'SERVER', message: 'boom' } })
      : route.fallback(),
  );
  await signIn(freshUser, '/business/categories');
  await expect(page.getByText('The categories could not be loaded.')).toBeVisible({ timeout: 20_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No categories yet')).toBeVisible();
});

test('a refused reorder puts the previous order back', async ({ page, request, freshUser, signIn }) => {
  const business = await createBusiness(request, freshUser, 'Rollback Shop');
  for (const name of ['One', 'Two'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, { name });
  await page.route('**/categories/order', (route) =>
    route.fulfill({ status: 500, json: { success: false, code: 'SERVER', message: 'boom' } }),
  );
  await signIn(freshUser, '/business/categories');
  await expect(names(page)).toHaveText(['One', 'Two']);
  await row(page, 'Two').getByRole('button', { name: 'Move “Two” up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The new order could not be saved' })).toBeVisible();
  await expect(names(page)).toHaveText(['One', 'Two']);
});

test('a row dragged by its handle moves there; Escape puts it back', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, 'Drag Shop');
  for (const name of ['One', 'Two', 'Three'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, { name });
  // Tall enough that the list is away from the edges, where dragging scrolls the page.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await signIn(freshUser, '/business/categories');
  await expect(names(page)).toHaveText(['One', 'Two', 'Three']);

  const drag = async (name: string, below: string) => {
    const handle = await row(page, name).getByTestId('drag-handle').boundingBox();
    const target = await row(page, below).boundingBox();
    if (!handle || !target) throw new Error('no box');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + target.height * 0.8, { steps: 8 });
  };

  // Escape while dragging cancels.
  await drag('One', 'Two');
  await expect(names(page)).toHaveText(['Two', 'One', 'Three']);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(names(page)).toHaveText(['One', 'Two', 'Three']);

  // Dropping saves the new order, announced like a button move.
  await drag('One', 'Three');
  await page.mouse.up();
  await expect(names(page)).toHaveText(['Two', 'Three', 'One']);
  await expect(page.getByTestId('announcer')).toHaveText('Moved “One” to position 3 of 3');
  await expectSavedOrder(request, freshUser, business.id, ['Two', 'Three', 'One']);
  await page.reload();
  await expect(names(page)).toHaveText(['Two', 'Three', 'One']);
});

test('on a touch screen a row can be dragged too', async ({ browser, request, freshUser }) => {
  const business = await createBusiness(request, freshUser, 'Touch Shop');
  for (const name of ['One', 'Two', 'Three'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, { name });
  const context = await browser.newContext({
    viewport: { width: 390, height: 1000 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript((token) => localStorage.setItem('token', token), freshUser.token);
  const page = await context.newPage();
  await page.goto('/business/categories');
  await expect(names(page)).toHaveText(['One', 'Two', 'Three']);

  const handle = await row(page, 'One').getByTestId('drag-handle').boundingBox();
  const target = await row(page, 'Three').boundingBox();
  if (!handle || !target) throw new Error('no box');
  const cdp = await context.newCDPSession(page);
  const x = handle.x + handle.width / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const startY = handle.y + handle.height / 2;
  await touch('touchStart', startY);
  const endY = target.y + target.height * 0.8;
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', startY + ((endY - startY) * step) / 10);
  await touch('touchEnd', endY);
  await expect(names(page)).toHaveText(['Two', 'Three', 'One']);
  await expectSavedOrder(request, freshUser, business.id, ['Two', 'Three', 'One']);
  await page.reload();
  await expect(names(page)).toHaveText(['Two', 'Three', 'One']);
  await context.close();
});

test('in Arabic and dark mode the screen is mirrored and passes axe', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, 'متجر الشاي');
  for (const name of ['شاي', 'Snacks'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, { name });
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('theme', 'dark');
  });
  await signIn(freshUser, '/business/categories');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الفئات' })).toBeVisible();
  await expect(names(page)).toHaveText(['شاي', 'Snacks']);

  // Start is on the right: the name sits right of its actions, the drag handle right of the name.
  const snacks = row(page, 'Snacks');
  const name = await snacks.getByRole('heading').boundingBox();
  const remove = await snacks.getByRole('button', { name: 'حذف Snacks' }).boundingBox();
  const handle = await snacks.getByTestId('drag-handle').boundingBox();
  expect(name && remove && handle).toBeTruthy();
  if (name && remove && handle) {
    expect(remove.x + remove.width).toBeLessThan(name.x);
    expect(handle.x).toBeGreaterThan(name.x + name.width);
  }
  await snacks.getByRole('button', { name: 'نقل «Snacks» إلى الأعلى' }).click();
  await expect(names(page)).toHaveText(['Snacks', 'شاي']);
  await expect(page.getByTestId('announcer')).toHaveText('نُقلت «Snacks» إلى الموضع 1 من 2');
  expect(await seriousViolations(page)).toEqual([]);

  await row(page, 'شاي').getByRole('button', { name: 'حذف شاي' }).click();
  await expect(page.getByRole('dialog')).toContainText('لا توجد منتجات في هذه الفئة');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/business/categories?business=x');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain('/business/categories');
});

/* Screenshots (SCREENSHOTS=1): mobile and desktop, light and dark, in en, bn and ar. */
test.describe('categories screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = '/tmp/shots-D';

  test('categories screen', async ({ browser, request }) => {
    test.setTimeout(240_000);
    mkdirSync(out, { recursive: true });
    const { registerUser } = await import('./fixtures.ts');
    const user = await registerUser(request);
    const business = await createBusiness(request, user, 'ঢাকা চা ঘর — Dhaka Tea House & Sweets');
    const ids: Record<string, string> = {};
    for (const name of ['চা ও কফি', 'Snacks', 'A very long category name that needs to wrap on phones ok']) {
      ids[name] = (
        (await call(request, user, 'POST', `/api/my/businesses/${business.id}/categories`, { name })) as {
          id: string;
        }
      ).id;
    }
    for (const title of ['Singara', 'Samosa'])
      await call(request, user, 'POST', `/api/my/businesses/${business.id}/products`, {
        title,
        price: 1500,
        category_id: ids.Snacks,
      });
    const empty = await registerUser(request);
    for (const lang of ['en', 'bn', 'ar']) {
      for (const theme of ['light', 'dark']) {
        for (const [label, width, height] of [
          ['mobile', 390, 844],
          ['desktop', 1280, 800],
        ] as const) {
          const context = await browser.newContext({ viewport: { width, height } });
          await context.addInitScript(
            ({ lang, theme, token }) => {
              localStorage.setItem('language', lang);
              localStorage.setItem('theme', theme);
              localStorage.setItem('token', token);
            },
            { lang, theme, token: user.token },
          );
          const page = await context.newPage();
          await page.goto('/business/categories');
          await expect(rows(page)).toHaveCount(3);
          await page.screenshot({ path: `${out}/categories-${label}-${theme}-${lang}.png`, fullPage: true });
          if (theme === 'light') {
            // Renaming in place with an error, and the delete confirmation.
            await rows(page).nth(1).locator('[data-focus$=":rename"]').click();
            const input = rows(page).nth(1).locator('input');
            await input.fill('');
            await input.press('Enter');
            await expect(rows(page).nth(1).getByRole('alert')).toBeVisible();
            await page.screenshot({ path: `${out}/categories-rename-${label}-${lang}.png`, fullPage: true });
            await input.press('Escape');
            await rows(page).nth(1).locator('[data-focus$=":delete"]').click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await page.screenshot({ path: `${out}/categories-delete-${label}-${lang}.png` });
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toBeHidden();
            const grip = await rows(page).nth(0).getByTestId('drag-handle').boundingBox();
            if (grip) {
              await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
              await page.mouse.down();
              await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height * 2, { steps: 4 });
              await page.screenshot({ path: `${out}/categories-drag-${label}-${lang}.png` });
              await page.keyboard.press('Escape');
              await page.mouse.up();
            }
          }
          await context.close();
        }
      }
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(
        ({ lang, token }) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('token', token);
        },
        { lang, token: empty.token },
      );
      const page = await context.newPage();
      await page.goto('/business/categories');
      await page.getByRole('main').getByRole('link', { name: /./ }).last().waitFor();
      await page.screenshot({ path: `${out}/categories-nobusiness-mobile-${lang}.png`, fullPage: true });
      await context.close();
    }
  });
});
