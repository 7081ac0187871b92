import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { csrf, expect, expectNoSeriousViolations, registerUser, type TTestUser, test } from './fixtures.ts';
import { fund, walletOf } from './money.ts';

/*
 * The seller's marketplace screens (issue 14): listings with figures, quick edit and paid featuring,
 * transactions with commission and ledger movements, analytics. State is made through the API.
 */

const ADDRESS = {
  name: 'Karim Buyer',
  phone: '01712345678',
  country: 'BD',
  division: 'dhaka',
  district: 'bd-dhaka',
  city: 'Dhanmondi',
  line: 'House 1',
};

/** A signed-in API call (bearer + CSRF, optional extra headers); answers the envelope's `data`. */
async function call<T = Record<string, unknown>>(
  request: APIRequestContext,
  user: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${user.token}`, 'X-CSRF-TOKEN': await csrf(request), ...headers },
  });
  const json = await answer.json();
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data as T;
}

type TProduct = { id: string; slug: string; title: string };

/** A seller with a business in Dhaka and one active product (৳500, 10 in stock). */
async function makeSeller(request: APIRequestContext, title = 'Jamdani Saree') {
  const seller = await registerUser(request, { name: 'Rina Seller' });
  const business = await call<{ id: string }>(request, seller, 'POST', '/api/my/businesses', {
    name: 'Rina Textiles',
    type: 'retail',
    country: 'BD',
    district: 'bd-dhaka',
    city: 'Dhaka',
  });
  const product = await call<TProduct>(
    request,
    seller,
    'POST',
    `/api/my/businesses/${business.id}/products`,
    {
      title,
      price: 50_000,
      stock: 10,
      status: 'active',
    },
  );
  return { seller, business, product };
}

/** `count` visits of the product page (the page's view beacon). */
async function view(request: APIRequestContext, product: TProduct, count: number) {
  for (let i = 0; i < count; i += 1) {
    const answer = await request.post(`/api/marketplace/products/${product.slug}/views`, {
      headers: { 'X-CSRF-TOKEN': await csrf(request) },
    });
    expect(answer.ok(), await answer.text()).toBeTruthy();
  }
}

/** A fresh buyer orders one unit (cash on delivery, or from a funded wallet); answers buyer and order. */
async function order(request: APIRequestContext, product: TProduct, payment: 'cod' | 'wallet' = 'cod') {
  const buyer = await registerUser(request, { name: 'Karim Buyer' });
  if (payment === 'wallet') await fund(request, buyer, 200_000);
  await call(request, buyer, 'PUT', `/api/cart/items/${product.id}`, { quantity: 1 });
  const placed = await call<{ orders: { id: string; number: string }[] }>(
    request,
    buyer,
    'POST',
    '/api/checkout',
    { payment_method: payment, address: ADDRESS },
    { 'idempotency-key': randomUUID() },
  );
  const first = placed.orders[0];
  if (!first) throw new Error('no order');
  return { buyer, order: first };
}

async function act(request: APIRequestContext, user: TTestUser, orderId: string, action: string) {
  await call(request, user, 'POST', `/api/orders/${orderId}/actions`, { action });
}

test('listings show views and orders, and a quick edit of the price saves (errors at the field)', async ({
  page,
  request,
  signIn,
}) => {
  const { seller, product } = await makeSeller(request);
  await view(request, product, 2);
  await order(request, product);

  await signIn(seller, '/marketplace/listings');
  await expect(page.getByRole('heading', { name: 'My listings', level: 1 })).toBeVisible();
  const row = page.getByTestId('listing').filter({ hasText: product.title });
  await expect(row.getByTestId('listing-views')).toHaveText('2');
  await expect(row.getByTestId('listing-orders')).toHaveText('1');
  await expect(row.getByTestId('listing-units')).toHaveText('1');
  await expect(row.getByTestId('listing-stock')).toHaveText('9');
  await expect(row.getByRole('link', { name: product.title, exact: true })).toHaveAttribute(
    'href',
    `/p/${product.slug}`,
  );
  await expect(row.getByRole('link', { name: /Edit/ })).toHaveAttribute(
    'href',
    `/business/products/${product.id}/edit`,
  );
  await expectNoSeriousViolations(page);

  // A price that is not an amount stays at its field; nothing is sent.
  await row.getByTestId('quick-open').click();
  const price = row.getByTestId('quick-price');
  await expect(price).toBeFocused();
  await price.fill('12.345');
  await row.getByTestId('quick-save').click();
  await expect(row.getByText('Please enter a valid price of 0 or more')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');

  await price.fill('৬৫০');
  await row.getByTestId('quick-save').click();
  await expect(row.getByTestId('listing-price')).toHaveText('৳650.00');
  await expect(page.getByTestId('listings-notice')).toContainText(
    `Price and stock of ${product.title} saved.`,
  );
  await expect(row.getByTestId('quick-open')).toBeFocused();
  const saved = await call<{ price: number; stock: number }>(
    request,
    seller,
    'GET',
    `/api/my/products/${product.id}`,
  );
  expect(saved).toMatchObject({ price: 65_000, stock: 9 });

  // Status chips live in the address.
  await page.getByTestId('status-draft').click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByText('No products with this status')).toBeVisible();
});

test('featuring a product shows the price and balance, refuses a short wallet, then pays and shows the badge', async ({
  page,
  request,
  signIn,
}) => {
  const { seller, product } = await makeSeller(request, 'Brass Lamp');
  await fund(request, seller, 100_000);
  await signIn(seller, '/marketplace/listings');
  const row = page.getByTestId('listing').filter({ hasText: product.title });
  await expect(row.getByTestId('featured-badge')).toHaveCount(0);
  await row.getByTestId('feature-open').click();

  const dialog = page.getByRole('dialog', { name: `Feature ${product.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('feature-price')).toHaveText('৳50.00');
  await expect(dialog.getByTestId('feature-balance')).toHaveText('৳1,000.00');
  await dialog.getByTestId('feature-days').fill('30');
  await expect(dialog.getByTestId('feature-total')).toHaveText('৳1,500.00');
  await expect(dialog.getByTestId('feature-short-warning')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The server refuses a short wallet; the dialog links to Add money.
  await dialog.getByRole('button', { name: 'Pay ৳1,500.00' }).click();
  await expect(dialog.getByTestId('feature-top-up')).toHaveAttribute('href', '/wallet/top-up');

  await dialog.getByTestId('feature-days').fill('3');
  await expect(dialog.getByTestId('feature-total')).toHaveText('৳150.00');
  await dialog.getByRole('button', { name: 'Pay ৳150.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('featured-badge')).toBeVisible();
  await expect(row.getByTestId('featured-badge')).toContainText('Featured until');
  await expect(page.getByTestId('listings-notice')).toContainText(`${product.title} is featured until`);
  await expect(row.getByTestId('feature-open')).toBeFocused();
  expect((await walletOf(request, seller)).balance).toBe(85_000);
});

test('transactions show a sale with its commission, net and wallet release, totals and the CSV', async ({
  page,
  request,
  signIn,
}) => {
  const { seller, product } = await makeSeller(request, 'Clay Pot');
  const { buyer, order: placed } = await order(request, product, 'wallet');
  for (const action of ['confirm', 'ship', 'deliver']) await act(request, seller, placed.id, action);
  await act(request, buyer, placed.id, 'complete');

  await signIn(seller, '/marketplace/transactions');
  await expect(page.getByRole('heading', { name: 'My transactions', level: 1 })).toBeVisible();
  await page.getByTestId('role-sales').click();
  await expect(page).toHaveURL(/role=sales/);
  const row = page.getByTestId('transaction').filter({ hasText: placed.number });
  // ৳500 + ৳60 delivery inside Dhaka; 5 % commission on the items.
  await expect(row.getByTestId('transaction-total')).toHaveText('৳560.00');
  await expect(row.getByTestId('transaction-commission')).toHaveText('৳25.00');
  await expect(row.getByTestId('transaction-net')).toHaveText('৳535.00');
  await expect(row.getByTestId('order-status')).toHaveText('Completed');
  await expect(row.getByText('Buyer: Karim Buyer')).toBeVisible();
  await expect(row.getByRole('link', { name: `Order ${placed.number}` })).toHaveAttribute(
    'href',
    `/orders/${placed.id}`,
  );
  await expect(row.getByTestId('movement').filter({ hasText: 'Released to wallet' })).toContainText(
    '+৳535.00',
  );
  await expect(page.getByTestId('total-sales_net')).toHaveText('৳535.00');
  await expect(page.getByTestId('total-commission')).toHaveText('৳25.00');
  await expectNoSeriousViolations(page);

  const csv = page.getByTestId('download-csv');
  await expect(csv).toHaveAttribute('href', '/api/marketplace/transactions/export.csv?role=seller');
  const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toContain(placed.number);
});

test('analytics show 7-day totals, charts and top products; a seller without a business is told what to do', async ({
  page,
  request,
  signIn,
}) => {
  const { seller, product } = await makeSeller(request, 'Nakshi Kantha');
  await view(request, product, 3);
  await order(request, product);

  await signIn(seller, '/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.getByTestId('range-7').click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByTestId('range-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('total-views')).toHaveText('3');
  await expect(page.getByTestId('total-orders')).toHaveText('1');
  await expect(page.getByTestId('total-revenue')).toHaveText('৳560.00');
  await expect(page.getByTestId('total-conversion')).toHaveText('33.3%');
  await expect(page.getByText('In the last 7 days').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart')).toHaveCount(2);
  await expect(page.getByTestId('top-products')).toContainText(product.title);
  await expectNoSeriousViolations(page);
});

test('analytics before selling explain and link to the way to start', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/analytics');
  await expect(page.getByText('You are not selling yet')).toBeVisible();
  await expect(page.getByTestId('start-selling')).toHaveAttribute('href', '/marketplace/sell');
});
