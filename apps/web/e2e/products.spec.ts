import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerUser, seriousViolations, type TTestUser, test } from './fixtures.ts';

const SMALL = readFileSync(resolve(import.meta.dirname, '../public/icons/icon-192.png'));
const LARGE = readFileSync(resolve(import.meta.dirname, '../public/icons/icon-512.png'));

/** A signed-in API call for `user` (with a CSRF token); answers the envelope's `data`. */
async function call(
  request: APIRequestContext,
  user: TTestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<unknown> {
  const csrf = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
  const answer = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': csrf },
  });
  const json = await answer.json();
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data;
}

async function createBusiness(request: APIRequestContext, user: TTestUser, name: string) {
  return (await call(request, user, 'POST', '/api/my/businesses', { name, type: 'retail' })) as {
    id: string;
    slug: string;
  };
}

async function productsOf(request: APIRequestContext, user: TTestUser, businessId: string) {
  return (await call(
    request,
    user,
    'GET',
    `/api/my/businesses/${businessId}/products?per_page=100&sort=title`,
  )) as {
    id: string;
    title: string;
    price: number;
    status: string;
    category_name: string | null;
    images: { id: string; url: string }[];
  }[];
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('products: create with images and reorder, edit, validation, bulk, CSV export and import, not found', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  test.setTimeout(240_000);
  const business = await createBusiness(request, freshUser, 'Karim Traders');
  for (const name of ['Shirts', 'Tea'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, { name });

  // The list remembers the (only) business in the address and starts empty.
  await signIn(freshUser, '/business/products');
  await expect(page).toHaveURL(new RegExp(`business=${business.id}`));
  await expect(page.getByTestId('business-name')).toHaveText('Karim Traders');
  await expect(page.getByText('No products yet')).toBeVisible();
  await expect(page).toHaveTitle(/^Products · Haat/);
  await expectNoSeriousViolations(page);

  // A price with three decimals is refused at the field and nothing is sent.
  await page.getByTestId('add-product').click();
  await expect(page).toHaveURL(new RegExp(`/business/products/new\\?business=${business.id}`));
  await expect(page).toHaveTitle(/^Add product · Haat/);
  const form = page.getByTestId('product-form');
  await form.getByLabel('Title *').fill('Cotton Shirt');
  const price = form.getByLabel('Price (taka) *');
  await price.fill('12.345');
  await page.getByTestId('save-product').click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid price of 0 or more')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/products\/new/);
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(0);

  // Fill it properly, with two images queued before the first save.
  await price.fill('1,250.50');
  await form.getByLabel('Stock').fill('3');
  await form.getByLabel('Description').fill('Soft cotton, all sizes.');
  await form.getByLabel('Marketplace category').selectOption({ label: 'Clothing' });
  await form.getByLabel('Business category').selectOption({ label: 'Shirts' });
  await form.getByLabel('Status', { exact: true }).selectOption('active');
  await page.getByTestId('image-input').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: SMALL },
    { name: 'back.png', mimeType: 'image/png', buffer: LARGE },
  ]);
  await expect(page.getByTestId('image-tile')).toHaveCount(2);
  await expect(page.getByText('Not uploaded yet').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('save-product').click();

  // Created: now on its edit screen, with both images uploaded in the chosen order.
  await expect(page).toHaveURL(/\/business\/products\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByTestId('form-notice')).toHaveText('Product created');
  const tiles = page.getByTestId('image-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first().locator('img')).toHaveAttribute('src', /\/uploads\//);
  const [shirt] = await productsOf(request, freshUser, business.id);
  expect(shirt?.price).toBe(125050);
  expect(shirt?.status).toBe('active');
  expect(shirt?.category_name).toBe('Shirts');
  expect(shirt?.images).toHaveLength(2);
  const [first, second] = shirt?.images.map((image) => image.id) ?? [];

  // Reorder with the keyboard-reachable buttons: the second image becomes the main one.
  const earlier = page.getByRole('button', { name: 'Move image 2 earlier' });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(tiles.first()).toHaveAttribute('data-key', second ?? '');
  await expect(tiles.first()).toContainText('Main');
  // Focus stays on the moved image (now first, so on its "later" button).
  await expect(page.getByRole('button', { name: 'Move image 1 later' })).toBeFocused();
  await expect
    .poll(async () => (await productsOf(request, freshUser, business.id))[0]?.images.map((i) => i.id))
    .toEqual([second, first]);
  await page.reload();
  await expect(page.getByTestId('image-tile').first()).toHaveAttribute('data-key', second ?? '');
  await expect(page).toHaveTitle(/^Cotton Shirt · Edit product · Haat/);
  await expectNoSeriousViolations(page);

  // A second product, out of stock, through the form.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.getByTestId('add-product').click();
  await form.getByLabel('Title *').fill('Darjeeling Tea');
  await form.getByLabel('Price (taka) *').fill('320');
  await form.getByLabel('Stock').fill('0');
  await form.getByLabel('Marketplace category').selectOption('food');
  await page.getByTestId('save-product').click();
  await expect(page.getByTestId('form-notice')).toHaveText('Product created');

  // Edit it: a new price.
  await form.getByLabel('Price (taka) *').fill('350');
  await page.getByTestId('save-product').click();
  await expect(page.getByTestId('form-notice')).toHaveText('Product saved');

  // The list: both, with prices in taka, stock hints, status and categories.
  await page.getByRole('link', { name: 'Back to products' }).click();
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(2);
  const shirtRow = rows.filter({ hasText: 'Cotton Shirt' });
  const teaRow = rows.filter({ hasText: 'Darjeeling Tea' });
  await expect(shirtRow).toContainText('৳1,250.50');
  await expect(shirtRow).toContainText('Low stock');
  await expect(shirtRow).toContainText('Clothing · Shirts');
  await expect(shirtRow.getByTestId('product-status')).toHaveText('Active');
  await expect(teaRow).toContainText('৳350.00');
  await expect(teaRow).toContainText('Out of stock');
  await expect(teaRow.getByTestId('product-status')).toHaveText('Draft');
  await expect(page.getByTestId('filter-all')).toContainText('2');
  await expectNoSeriousViolations(page);

  // Search narrows the list; an unknown word shows the no-results state.
  await page.getByTestId('product-search').fill('darjeeling');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/q=darjeeling/);
  await page.getByTestId('product-search').fill('zzzz');
  await expect(page.getByText('No products match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);

  // Bulk: archive both.
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 2');
  await page.getByTestId('bulk-archive').click();
  const dialog = page.getByTestId('confirm-dialog').filter({ visible: true });
  await expect(dialog).toContainText('Archive the selected products?');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('list-notice')).toHaveText('Products updated: 2');
  await expect(shirtRow.getByTestId('product-status')).toHaveText('Archived');
  await expect(teaRow.getByTestId('product-status')).toHaveText('Archived');
  await expect(page.getByTestId('filter-archived')).toContainText('2');
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);

  // Bulk: move the tea into the "Tea" category.
  await teaRow.getByRole('checkbox', { name: 'Select Darjeeling Tea' }).check();
  await page.getByTestId('bulk-set_category').click();
  await expect(dialog.getByTestId('confirm-action')).toBeDisabled();
  await dialog.getByLabel('Business category').selectOption({ label: 'Tea' });
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('list-notice')).toHaveText('Products updated: 1');
  await expect(teaRow.getByTestId('product-category')).toHaveText('Tea');
  // The category filter shows just that product.
  await page.getByTestId('category-filter').selectOption({ label: 'Tea' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Darjeeling Tea');
  await page.getByTestId('category-filter').selectOption({ label: 'All business categories' });
  await expect(rows).toHaveCount(2);

  // Export: the file has the import's columns and both products.
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${business.slug}-products.csv`);
  const csv = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('title,description,price,stock,marketplace_category,category,status,condition');
  expect(lines).toContain('Cotton Shirt,"Soft cotton, all sizes.",1250.50,3,clothing,Shirts,archived,new');
  expect(lines).toContain('Darjeeling Tea,,350.00,0,food,Tea,archived,new');

  // Import with a bad row: nothing is imported and the row's problem is shown.
  await page.getByTestId('open-import').click();
  const importer = page.getByTestId('import-dialog');
  await expect(importer).toContainText(
    'title,description,price,stock,marketplace_category,category,status,condition',
  );
  await expectNoSeriousViolations(page);
  await importer.getByTestId('import-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('title,price,stock\nGood Mug,150,4\nBroken Row,abc,2\n'),
  });
  await importer.getByTestId('import-submit').click();
  await expect(importer.getByTestId('import-error')).toContainText('Nothing was imported');
  const problems = importer.getByTestId('import-row-errors');
  await expect(problems).toContainText('Row 3');
  await expect(problems).toContainText('Price');
  await expect(problems).toContainText('Please enter a valid price of 0 or more');
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(2);

  // A good file: checked first (dry run), then imported, and the products appear.
  await importer.getByTestId('import-file').setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'title,price,stock,marketplace_category,category,status\nGood Mug,150,4,home_goods,Kitchen,active\nPlain Notebook,"1,200.00",12,books,,draft\n',
    ),
  });
  await importer.getByTestId('import-check').click();
  await expect(importer.getByTestId('import-checked')).toHaveText(
    'The file is fine: 2 products are ready to import.',
  );
  await expect(importer).toContainText('These categories will be created: Kitchen');
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(2);
  await importer.getByTestId('import-submit').click();
  await expect(importer).toBeHidden();
  await expect(page.getByTestId('list-notice')).toContainText('Products imported: 2.');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Good Mug' })).toContainText('৳150.00');
  await expect(rows.filter({ hasText: 'Plain Notebook' })).toContainText('৳1,200.00');
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(4);

  // Someone else's product: not found, and their data is not shown.
  const other = await registerUser(request);
  const theirs = await createBusiness(request, other, 'Other Shop');
  const secret = (await call(request, other, 'POST', `/api/my/businesses/${theirs.id}/products`, {
    title: 'Secret Product',
    price: 999,
  })) as { id: string };
  await page.goto(`/business/products/${secret.id}/edit`);
  await expect(page.getByTestId('product-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(page.getByText('Secret Product')).toHaveCount(0);
  await page.goto('/business/products/not-a-product/edit');
  await expect(page.getByTestId('product-not-found')).toBeVisible();
});

test('products: delete from the form, mobile cards, and a user without a business', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const business = await createBusiness(request, freshUser, 'Mobile Shop');
  for (const title of ['Alpha Lamp', 'Beta Chair'])
    await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/products`, {
      title,
      price: 50000,
      stock: 10,
    });
  await signIn(freshUser, '/business/products');
  await expect(page.getByTestId('product-cards')).toBeVisible();
  await expect(page.getByTestId('product-table')).toHaveCount(0);
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  // On a saved product an image uploads at once, and can be removed again.
  await page.getByRole('link', { name: 'Alpha Lamp' }).click();
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: SMALL });
  const tile = page.getByTestId('image-tile');
  await expect(tile).toHaveCount(1);
  await expect(tile.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect
    .poll(async () => (await productsOf(request, freshUser, business.id))[0]?.images.length)
    .toBe(1);
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  const removal = page.getByTestId('confirm-dialog').filter({ visible: true });
  await expect(removal).toContainText('Remove this image?');
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(tile).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await removal.getByTestId('confirm-action').click();
  await expect(tile).toHaveCount(0);
  await expect
    .poll(async () => (await productsOf(request, freshUser, business.id))[0]?.images.length)
    .toBe(0);
  // A file that is not an image is refused before sending.
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByTestId('image-error')).toContainText(
    'notes.txt: The photo must be a JPG, PNG or WebP image',
  );

  // Delete it from its form, after confirming.
  await page.getByTestId('delete-product').click();
  const dialog = page.getByTestId('confirm-dialog').filter({ visible: true });
  await expect(dialog).toContainText('“Alpha Lamp” and its images will be deleted.');
  await dialog.getByTestId('confirm-action').click();
  await expect(page).toHaveURL(new RegExp(`/business/products\\?business=${business.id}`));
  await expect(page.getByTestId('list-notice')).toHaveText('“Alpha Lamp” was deleted');
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(1);

  // Not selling yet: the way to start, as a business or with one's own items.
  const lonely = await registerUser(request);
  await page.evaluate((token) => localStorage.setItem('token', token), lonely.token);
  await page.goto('/business/products');
  await expect(page.getByText('You are not selling yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start selling' })).toHaveAttribute(
    'href',
    '/marketplace/sell',
  );
});

test('products: the business picker switches businesses and is kept in the address', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const first = await createBusiness(request, freshUser, 'First Shop');
  const second = await createBusiness(request, freshUser, 'Second Shop');
  await call(request, freshUser, 'POST', `/api/my/businesses/${first.id}/products`, {
    title: 'From First',
    price: 100,
  });
  await call(request, freshUser, 'POST', `/api/my/businesses/${second.id}/products`, {
    title: 'From Second',
    price: 100,
  });
  await signIn(freshUser, `/business/products?business=${first.id}`);
  await expect(page.getByTestId('product-row')).toHaveText([/From First/]);
  await page.getByTestId('business-picker').selectOption({ label: 'Second Shop' });
  await expect(page).toHaveURL(new RegExp(`business=${second.id}`));
  await expect(page.getByTestId('product-row')).toHaveText([/From Second/]);
  await page.reload();
  await expect(page.getByTestId('business-picker')).toHaveValue(second.id);
  // "Add product" creates in the chosen business.
  await page.getByTestId('add-product').click();
  await expect(page).toHaveURL(new RegExp(`/new\\?business=${second.id}`));
  await expect(page.getByTestId('product-form')).toContainText('Second Shop');

  // Unsaved typing: leaving asks first; "Stay" keeps the text, "Leave" goes.
  await page.getByLabel('Title *').fill('Half-typed');
  await page.getByRole('link', { name: 'Back to products' }).click();
  const leave = page.getByTestId('confirm-dialog').filter({ visible: true });
  await expect(leave).toContainText('Leave without saving?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/business\/products\/new/);
  await expect(page.getByLabel('Title *')).toHaveValue('Half-typed');
  await page.getByRole('link', { name: 'Back to products' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/products\\?business=${second.id}`));
  await expect(page.getByTestId('product-row')).toHaveText([/From Second/]);
});

test('products: a long list loads more, and select all takes every loaded product', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, 'Big Shop');
  const rows = Array.from({ length: 25 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')},${i + 1}`);
  const csrf = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
  const answer = await request.post(`/api/my/businesses/${business.id}/products/import`, {
    headers: { Authorization: `Bearer ${freshUser.token}`, 'X-CSRF-TOKEN': csrf },
    multipart: {
      file: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(`title,price\n${rows.join('\n')}\n`) },
    },
  });
  expect(answer.ok()).toBeTruthy();
  await signIn(freshUser, `/business/products?business=${business.id}&sort=title`);
  const list = page.getByTestId('product-row');
  await expect(list).toHaveCount(20);
  await expect(page.getByTestId('showing')).toHaveText('Showing 20 of 25');
  await expect(list.first()).toContainText('Item 01');
  await page.getByTestId('load-more').click();
  await expect(list).toHaveCount(25);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 25');
  await page.getByTestId('bulk-activate').click();
  await page.getByTestId('confirm-dialog').filter({ visible: true }).getByTestId('confirm-action').click();
  await expect(page.getByTestId('list-notice')).toHaveText('Products updated: 25');
  await expect(page.getByTestId('filter-active')).toContainText('25');

  // Bulk delete asks with a danger button, then removes just the chosen ones.
  await page.getByRole('checkbox', { name: 'Select Item 01' }).check();
  await page.getByRole('checkbox', { name: 'Select Item 02' }).check();
  await page.getByTestId('bulk-delete').click();
  const dialog = page.getByTestId('confirm-dialog').filter({ visible: true });
  await expect(dialog).toContainText('2 products and their images will be deleted.');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('list-notice')).toHaveText('Products deleted: 2');
  await expect(page.getByTestId('showing')).toHaveText('Showing 23 of 23');
  await expect(page.getByText('Item 01')).toHaveCount(0);
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(23);
});

test('products: a server field error lands at its field, and the CSV template downloads', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, 'Corner Store');
  const gone = (await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/categories`, {
    name: 'Seasonal',
  })) as { id: string };
  await signIn(freshUser, `/business/products/new?business=${business.id}`);
  const form = page.getByTestId('product-form');
  await form.getByLabel('Title *').fill('Mango Box');
  await form.getByLabel('Price (taka) *').fill('600');
  await form.getByLabel('Business category').selectOption({ label: 'Seasonal' });
  // The category disappears (deleted in another tab) before the save.
  await call(request, freshUser, 'DELETE', `/api/my/businesses/${business.id}/categories/${gone.id}`);
  await page.getByTestId('save-product').click();
  await expect(form.getByLabel('Business category')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This category does not belong to the business')).toBeVisible();
  await expect(page.getByTestId('form-notice')).toHaveText('Please correct the marked fields.');
  expect(await productsOf(request, freshUser, business.id)).toHaveLength(0);

  // The import's template has the right columns and imports as it is.
  await page.goto(`/business/products?business=${business.id}`);
  await page.getByTestId('open-import').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('products-template.csv');
  const template = readFileSync((await file.path()) ?? '');
  expect(
    template
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0],
  ).toBe('title,description,price,stock,marketplace_category,category,status,condition');
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'template.csv', mimeType: 'text/csv', buffer: template });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('list-notice')).toContainText('Products imported: 2.');
  await expect(page.getByTestId('product-row')).toHaveCount(2);
});

test('products: a failed load shows an error with a retry that recovers', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await createBusiness(request, freshUser, 'Flaky Shop');
  await call(request, freshUser, 'POST', `/api/my/businesses/${business.id}/products`, {
    title: 'Steady Kettle',
    price: 99900,
  });
  let fail = true;
  await page.route('**/api/my/businesses/*/products?*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { success: false, code: 'SERVER', message: 'boom' } })
      : route.fallback(),
  );
  await signIn(freshUser, `/business/products?business=${business.id}`);
  await expect(page.getByText('The products could not be loaded.')).toBeVisible({ timeout: 20_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('product-row')).toHaveText([/Steady Kettle/]);
});

/* Screenshots (SCREENSHOTS=1): both screens, mobile and desktop, light and dark, in en, bn and ar. */
test.describe('products screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only with SCREENSHOTS=1');
  const out = '/tmp/shots-C';

  test('product list and form', async ({ browser, request }) => {
    test.setTimeout(300_000);
    mkdirSync(out, { recursive: true });
    const user = await registerUser(request);
    const business = await createBusiness(request, user, 'ঢাকা চা ঘর — Dhaka Tea House & Sweets');
    const category = (await call(request, user, 'POST', `/api/my/businesses/${business.id}/categories`, {
      name: 'চা ও কফি',
    })) as { id: string };
    const products: { id: string }[] = [];
    for (const [title, price, stock, status] of [
      ['দার্জিলিং চা ২৫০ গ্রাম', 32050, 40, 'active'],
      ['A very long product title that needs to wrap nicely on small phone screens', 1250050, 3, 'draft'],
      ['Masala Chai Mix', 45000, 0, 'archived'],
    ] as const)
      products.push(
        (await call(request, user, 'POST', `/api/my/businesses/${business.id}/products`, {
          title,
          price,
          stock,
          status,
          category_id: category.id,
          marketplace_category: 'food',
          description: 'Fresh leaves from the hills.',
        })) as { id: string },
      );
    for (const buffer of [SMALL, LARGE]) {
      const csrf = (await (await request.get('/api/auth/csrf')).json()).data.csrf_token as string;
      const answer = await request.post(`/api/my/products/${products[0]?.id}/images`, {
        headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': csrf },
        multipart: { image: { name: 'tea.png', mimeType: 'image/png', buffer } },
      });
      expect(answer.ok()).toBeTruthy();
    }
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
          await page.goto(`/business/products?business=${business.id}`);
          await expect(page.getByTestId('product-row')).toHaveCount(3);
          await page.getByTestId('product-row').first().getByRole('checkbox').check();
          await page.waitForTimeout(200);
          await page.screenshot({ path: `${out}/list-${lang}-${theme}-${label}.png`, fullPage: true });
          await page.goto(`/business/products/${products[0]?.id}/edit`);
          await expect(page.getByTestId('image-tile')).toHaveCount(2);
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${out}/form-${lang}-${theme}-${label}.png`, fullPage: true });
          if (lang === 'en' && theme === 'light') {
            await page.goto(`/business/products?business=${business.id}`);
            await page.getByTestId('open-import').click();
            await page.getByTestId('import-file').setInputFiles({
              name: 'bad.csv',
              mimeType: 'text/csv',
              buffer: Buffer.from('title,price\nOk,1\n,abc\n'),
            });
            await page.getByTestId('import-submit').click();
            await expect(page.getByTestId('import-row-errors')).toBeVisible();
            await page.screenshot({ path: `${out}/import-${lang}-${theme}-${label}.png` });
          }
          // A new product with queued images and a refused price.
          await page.goto(`/business/products/new?business=${business.id}`);
          await page.getByTestId('image-input').setInputFiles([
            { name: 'a.png', mimeType: 'image/png', buffer: SMALL },
            { name: 'b.png', mimeType: 'image/png', buffer: LARGE },
          ]);
          await page.locator('input[name="price"]').fill('1.234');
          await page.getByTestId('save-product').click();
          await expect(page.locator('input[name="price"]')).toHaveAttribute('aria-invalid', 'true');
          await page.screenshot({ path: `${out}/new-${lang}-${theme}-${label}.png`, fullPage: true });
          await context.close();
        }
      }
    }
  });
});
