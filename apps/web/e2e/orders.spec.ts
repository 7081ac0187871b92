import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  useToken as openSignedIn,
  registerUser,
  test,
} from './fixtures.ts';
import { fund } from './money.ts';
import { ADDRESS, api, completeOrder, placeOrder, shop } from './shop.ts';

/*
 * Issue 14's buyer and seller screens: the cart (guest and signed in), checkout, the order page and
 * the seller's list. State is made through the API; each test drives one screen.
 */

async function pageAs(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, token, path);
  return page;
}

test('a guest fills a cart in the browser, signs in, and the cart joins the account', async ({
  page,
  request,
}) => {
  const seller = await shop(request, 'Guest Cart Store', 'Clay water jug');
  const buyer = await registerUser(request, { name: 'Guest Buyer' });
  await page.goto(`/b/${seller.business.slug}`);
  await page.getByRole('button', { name: `Add to cart: ${seller.product.title}` }).click();
  await expect(page.getByTestId('toast')).toContainText('Added to your cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toContainText(seller.product.title);
  await page.getByRole('button', { name: `One more ${seller.product.title}` }).click();
  await expect(page.getByTestId('quantity')).toHaveValue('2');
  await expectNoSeriousViolations(page);

  await page.getByTestId('sign-in-to-checkout').click();
  await page.getByLabel('Email or phone').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toContainText(seller.product.title);
  await expect(page.getByTestId('quantity')).toHaveValue('2');
  await expect(page.getByTestId('go-checkout')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('haat.cart'))).toBeNull();
  const cart = await api<{ items: { product_id: string; quantity: number }[] }>(
    request,
    buyer,
    'GET',
    '/api/cart',
  );
  expect(cart.items).toEqual([expect.objectContaining({ product_id: seller.product.id, quantity: 2 })]);
});

test('checkout from two sellers, paid from the wallet, lists both orders', async ({ page, request }) => {
  const first = await shop(request, 'Rahim Store', 'Cotton saree', 150_000);
  const second = await shop(request, 'Nadia Books', 'Poetry collection', 50_000);
  const buyer = await registerUser(request, { name: 'Wallet Buyer' });
  await fund(request, buyer, 500_000);
  await api(request, buyer, 'PUT', `/api/cart/items/${first.product.id}`, { quantity: 1 });
  await api(request, buyer, 'PUT', `/api/cart/items/${second.product.id}`, { quantity: 2 });

  await openSignedIn(page, buyer.token, '/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // Placing without an address shows the problems at the fields.
  await page.getByTestId('place-order').click();
  await expect(page.getByText('Recipient’s name is required')).toBeVisible();

  await page.getByTestId('address-name').fill(ADDRESS.name);
  await page.getByTestId('address-phone').fill(ADDRESS.phone);
  await page.getByTestId('division').selectOption('dhaka');
  await page.getByTestId('district').selectOption('bd-dhaka');
  await page.getByTestId('address-city').fill(ADDRESS.city);
  await page.getByTestId('address-line').fill(ADDRESS.line);
  await expect(page.getByTestId('seller-group')).toHaveCount(2);
  await expect(page.getByTestId('checkout-total')).toContainText('৳2,620.00');
  await expect(page.getByTestId('wallet-balance')).toContainText('৳5,000.00');
  await page.getByTestId('pay-wallet').check();
  await expectNoSeriousViolations(page);
  await page.getByTestId('place-order').click();

  await expect(page.getByTestId('checkout-done')).toBeVisible();
  const placed = page.getByTestId('placed-order');
  await expect(placed).toHaveCount(2);
  await expect(placed.filter({ hasText: first.business.name })).toContainText('৳1,560.00');
  await expect(placed.filter({ hasText: second.business.name })).toContainText('৳1,060.00');
  await placed.filter({ hasText: first.business.name }).getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-payment')).toHaveText('Haat wallet');
});

test('the seller confirms and ships on the order page, and the buyer sees the timeline', async ({
  browser,
  request,
}) => {
  const seller = await shop(request, 'Timeline Store', 'Brass lamp');
  const buyer = await registerUser(request, { name: 'Timeline Buyer' });
  const order = await placeOrder(request, buyer, seller);

  const sellerPage = await pageAs(browser, seller.owner.token, `/orders/${order.id}`);
  await expect(sellerPage.getByRole('heading', { name: order.number })).toBeVisible();
  await expect(sellerPage.getByTestId('order-totals')).toContainText('Haat commission');
  await sellerPage.getByTestId('action-confirm').click();
  await expect(sellerPage.getByTestId('order-status').first()).toHaveText('Confirmed');
  await sellerPage.getByTestId('action-ship').click();
  await sellerPage.getByTestId('action-note').fill('Sundarban Courier, parcel 7781');
  await sellerPage.getByTestId('confirm-action').click();
  await expect(sellerPage.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(sellerPage.getByTestId('action-deliver')).toBeVisible();
  await expectNoSeriousViolations(sellerPage);

  const buyerPage = await pageAs(browser, buyer.token, `/orders/${order.id}`);
  const events = buyerPage.getByTestId('timeline-event');
  await expect(events).toHaveCount(3);
  await expect(events.nth(1)).toContainText('Confirmed');
  await expect(events.nth(2)).toContainText('Shipped');
  await expect(events.nth(2)).toContainText('by the seller');
  await expect(events.nth(2)).toContainText('Sundarban Courier, parcel 7781');
  await expect(buyerPage.getByTestId('action-complete')).toBeVisible();
  await expect(buyerPage.getByTestId('order-totals')).not.toContainText('Haat commission');
});

test('the buyer cancels an order, giving a reason', async ({ page, request }) => {
  const seller = await shop(request, 'Cancel Store', 'Jute bag');
  const buyer = await registerUser(request, { name: 'Cancelling Buyer' });
  const order = await placeOrder(request, buyer, seller, 2);

  await openSignedIn(page, buyer.token, `/orders/${order.id}`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Placed');
  await page.getByTestId('action-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason.');
  await dialog.getByTestId('action-note').fill('Ordered the wrong size');
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelled');
  await expect(page.getByText('Why it was cancelled')).toBeVisible();
  await expect(page.getByTestId('timeline-event').last()).toContainText('Ordered the wrong size');
  await expect(page.getByTestId('action-cancel')).toHaveCount(0);
});

test('the seller lists orders and filters them by status, kept in the address', async ({ page, request }) => {
  const seller = await shop(request, 'Filter Store', 'Tea set');
  const buyer = await registerUser(request, { name: 'Filter Buyer' });
  const first = await placeOrder(request, buyer, seller);
  const second = await placeOrder(request, buyer, seller);
  await api(request, seller.owner, 'POST', `/api/orders/${second.id}/actions`, { action: 'confirm' });

  await openSignedIn(page, seller.owner.token, '/business/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(page.getByTestId('export-csv')).toHaveAttribute('href', '/api/orders/export.csv?role=seller');
  await page.getByTestId('status-filter').selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(second.number);
  await expect(page.getByTestId('export-csv')).toHaveAttribute(
    'href',
    '/api/orders/export.csv?role=seller&status=confirmed',
  );
  await page.reload();
  await expect(page.getByTestId('status-filter')).toHaveValue('confirmed');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByTestId('status-filter').selectOption('placed');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(first.number);
  await page.getByTestId('status-filter').selectOption('refunded');
  await expect(page.getByText('No orders match these filters')).toBeVisible();
  await expectNoSeriousViolations(page);
  // The search box applies with Enter and follows the address when the filters are cleared.
  await page.getByTestId('status-filter').selectOption('');
  await page.getByTestId('order-search').fill(second.number);
  await page.getByTestId('order-search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${second.number}`));
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(second.number);
});

test('the buyer reviews an item of a completed order on the order page', async ({ page, request }) => {
  const seller = await shop(request, 'Review Store', 'Bamboo basket', 90_000);
  const buyer = await registerUser(request, { name: 'Review Buyer' });
  const order = await placeOrder(request, buyer, seller);
  await completeOrder(request, seller, buyer, order.id);

  await openSignedIn(page, buyer.token, `/orders/${order.id}`);
  await page.getByRole('button', { name: 'Review this item' }).click();
  const form = page.getByTestId('item-review-form');
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByRole('textbox').fill('Strong and well made');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByTestId('item-review')).toContainText('Strong and well made');
  await expect(page.getByRole('status').filter({ hasText: 'your review is published' })).toBeVisible();
  const reviews = await request.get(`/api/marketplace/products/${seller.product.slug}/reviews`);
  expect((await reviews.json()).meta.rating).toEqual({ average: 4, count: 1 });
});
