import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders } from './money.ts';
import { ADDRESS, api as shopApi } from './shop.ts';

/*
 * The public marketplace screens (server-rendered): the product page, the search and the home.
 * State is made through the API; each test drives one screen.
 */

interface TListing {
  owner: TTestUser;
  business: { id: string; slug: string; name: string };
  product: { id: string; slug: string; title: string };
}

async function api<T>(request: APIRequestContext, user: TTestUser, url: string, data: unknown): Promise<T> {
  const answer = await request.post(url, { data, headers: await authHeaders(request, user.token) });
  const json = await answer.json();
  expect(answer.ok(), `POST ${url}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data as T;
}

/** A word no other product has: letters only, so the search reads it as one word. */
function uniqueWord(prefix: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
    .split('')
    .map((digit) => 'qwrtzpsdfg'[Number(digit)])
    .join('');
  return `${prefix}${letters}`;
}

/** A seller with a Dhaka business and one active product in `category`. */
async function listing(
  request: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<TListing> {
  const owner = await registerUser(request, { name: 'Market Seller' });
  const business = await api<TListing['business']>(request, owner, '/api/my/businesses', {
    name: `Tea Garden ${Date.now()}`,
    type: 'retail',
    country: 'BD',
    district: 'bd-sylhet',
    city: 'Sreemangal',
  });
  const product = await api<TListing['product']>(
    request,
    owner,
    `/api/my/businesses/${business.id}/products`,
    {
      title,
      description: 'Hand-picked leaves from the hills.',
      price: 45_000,
      stock: 3,
      status: 'active',
      marketplace_category: 'food',
      condition: 'new',
      ...extra,
    },
  );
  return { owner, business, product };
}

test('the product page shows price, stock, seller and delivery, and adds to the cart', async ({
  page,
  request,
}) => {
  const { product, business } = await listing(request, `Sylhet tea ${uniqueWord('leaf')}`);
  const views: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/products/${product.slug}/views`))
      views.push(sent.url());
  });
  await page.goto(`/p/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByTestId('price')).toHaveText('৳450.00');
  await expect(page.getByTestId('stock')).toHaveText('Only 3 left');
  await expect(page.getByTestId('condition')).toHaveText('New');
  await expect(page.getByTestId('seller-link')).toHaveAttribute('href', `/b/${business.slug}`);
  await expect(page.getByTestId('delivery')).toContainText('Inside Sylhet');
  await expect(page.getByTestId('no-reviews')).toBeVisible();
  await expectScreenReady(page);
  await expectNoSeriousViolations(page);

  await page.getByTestId('quantity').fill('2');
  await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
  expect(views).toHaveLength(1);
});

/** `count` buyers' reviews of the listing: one buyer orders it again and again, and reviews each order. */
async function reviews(request: APIRequestContext, { owner, product }: TListing, count: number) {
  const buyer = await registerUser(request, { name: 'Review Writer' });
  for (let n = 1; n <= count; n += 1) {
    await shopApi(request, buyer, 'PUT', `/api/cart/items/${product.id}`, { quantity: 1 });
    const placed = await shopApi<{ orders: { id: string; items: { id: string }[] }[] }>(
      request,
      buyer,
      'POST',
      '/api/checkout',
      { payment_method: 'cod', address: ADDRESS },
      randomUUID(),
    );
    const order = placed.orders[0];
    if (!order?.items[0]) throw new Error('checkout made no order');
    for (const action of ['confirm', 'ship'])
      await shopApi(request, owner, 'POST', `/api/orders/${order.id}/actions`, { action });
    await shopApi(request, buyer, 'POST', `/api/orders/${order.id}/actions`, { action: 'complete' });
    await shopApi(request, buyer, 'PUT', `/api/orders/${order.id}/items/${order.items[0].id}/review`, {
      rating: 4,
      body: `Review number ${n}`,
    });
  }
}

test('the product page arrives with its first reviews and loads more in the browser', async ({
  page,
  request,
}) => {
  const shop = await listing(request, `Sylhet tea ${uniqueWord('review')}`, { stock: 20 });
  await reviews(request, shop, 11);
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/reviews')) asked.push(url.searchParams.get('page') ?? '');
  });
  await page.goto(`/p/${shop.product.slug}`);
  const list = page.getByTestId('review-list');
  await expect(list.getByText('Review number 11')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  // Hydrated from the server's first page: nothing asked again, nothing drawn differently.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  await page.getByTestId('more-reviews').click();
  await expect(list.getByText('Review number 1', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(11);
  await expect(page.getByTestId('more-reviews')).toHaveCount(0);
  expect(asked).toEqual(['2']);
});

test('an unknown product answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/p/no-such-product-xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the marketplace' })).toBeVisible();
});

test('search by a word with a filter shows the product and keeps the query in the address', async ({
  page,
  request,
}) => {
  const word = uniqueWord('chai');
  const { product } = await listing(request, `Masala ${word}`);
  await page.goto('/marketplace/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the marketplace' })).toBeVisible();
  await page.getByLabel('Search products').fill(word);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await page.getByTestId('category-filter').selectOption('food');
  await expect(page).toHaveURL(/category=food/);
  const tile = page.getByTestId('search-results').getByRole('link', { name: product.title });
  await expect(tile).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('1 product');

  // A reload (or a shared link) shows the same search.
  await page.reload();
  await expect(page.getByLabel('Search products')).toHaveValue(word);
  await expect(page.getByTestId('category-filter')).toHaveValue('food');
  await expect(tile).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('category-filter').selectOption('books');
  await expect(page.getByTestId('no-results')).toBeVisible();
  await tile.waitFor({ state: 'detached' });
});

test('the home shows the categories and the newest products', async ({ page, request }) => {
  const { product } = await listing(request, `Green tea ${uniqueWord('home')}`);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  const categories = page.getByTestId('categories');
  await expect(categories.getByRole('link')).toHaveCount(8);
  await expect(categories.getByRole('link', { name: /Food/ })).toHaveAttribute(
    'href',
    '/marketplace/search?category=food',
  );
  await expect(page.getByTestId('newest').getByRole('link', { name: product.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/marketplace/sell');
  await expectNoSeriousViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search reads and searches as a plain form', async ({ page, request }) => {
    const word = uniqueWord('nojs');
    const { product } = await listing(request, `Black tea ${word}`);
    await page.goto('/marketplace');
    await page.getByLabel('Search products').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/marketplace/search\\?q=${word}`));
    await expect(page.getByTestId('search-results').getByRole('link', { name: product.title })).toBeVisible();
    await page.getByRole('link', { name: product.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByTestId('price')).toHaveText('৳450.00');
  });
});
