import { expect, expectNoSeriousViolations, test } from './fixtures.ts';
import { api } from './shop.ts';

/*
 * Selling without a business (decision 058): `/marketplace/sell` sets up a person's own items once
 * (place and delivery charges) and leads to the product form; the product page names a private
 * seller. Business profiles set their delivery charges in their own form.
 */

interface TSeller {
  id: string;
  kind: string;
  delivery_inside: number;
  delivery_outside: number;
}

test('a person without a business sets up their own items and reaches the product form', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await signIn(freshUser, '/marketplace/sell');
  const form = page.getByTestId('personal-shop-form');
  await expect(form).toBeVisible();
  await form.getByTestId('division').selectOption({ label: 'Sylhet' });
  await form.getByTestId('district').selectOption({ label: 'Sylhet' });
  await form.getByTestId('delivery_inside').fill('৫০');
  await form.getByTestId('delivery_outside').fill('150.50');
  await expectNoSeriousViolations(page);
  await page.getByTestId('personal-shop-save').click();

  await expect(page).toHaveURL(/\/business\/products\/new\?business=/);
  await expect(page.getByTestId('product-form')).toBeVisible();
  const sellers = await api<TSeller[]>(request, freshUser, 'GET', '/api/my/businesses?with_personal=true');
  expect(sellers).toEqual([
    expect.objectContaining({ kind: 'personal', delivery_inside: 5_000, delivery_outside: 15_050 }),
  ]);
  expect(page.url()).toContain(`business=${sellers[0]?.id}`);
});

test('a wrong delivery charge is named at its field and nothing is saved', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await signIn(freshUser, '/marketplace/sell');
  const form = page.getByTestId('personal-shop-form');
  await form.getByTestId('delivery_inside').fill('free');
  await page.getByTestId('personal-shop-save').click();
  await expect(form.getByRole('alert')).toContainText('Delivery charge inside the district');
  await expect(page).toHaveURL(/\/marketplace\/sell$/);
  expect(await api(request, freshUser, 'GET', '/api/my/personal-shop')).toBeNull();
});

test('someone already selling their own items changes their delivery charges', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  await api(request, freshUser, 'PUT', '/api/my/personal-shop', { district: 'bd-khulna' });
  await signIn(freshUser, '/marketplace/sell');
  const summary = page.getByTestId('personal-shop');
  await expect(summary).toContainText('Khulna');
  await expect(summary).toContainText('৳60.00');
  await expect(page.getByTestId('list-personal-item')).toHaveAttribute(
    'href',
    /\/business\/products\/new\?business=/,
  );
  await page.getByTestId('edit-personal-shop').click();
  await page.getByTestId('delivery_inside').fill('0');
  await page.getByTestId('personal-shop-save').click();
  await expect(page.getByText('Your selling details have been saved.')).toBeVisible();
  await expect(summary).toContainText('৳0.00');
  const saved = await api<TSeller>(request, freshUser, 'GET', '/api/my/personal-shop');
  expect(saved.delivery_inside).toBe(0);
});

test("a person's item names a private seller with no business page", async ({ page, request, freshUser }) => {
  const seller = await api<TSeller>(request, freshUser, 'PUT', '/api/my/personal-shop', {
    district: 'bd-sylhet',
    delivery_inside: 4_000,
  });
  const product = await api<{ slug: string }>(
    request,
    freshUser,
    'POST',
    `/api/my/businesses/${seller.id}/products`,
    { title: 'Used tabla pair', price: 350_000, stock: 1, condition: 'used', status: 'active' },
  );
  await page.goto(`/p/${product.slug}`);
  await expect(page.getByRole('heading', { name: 'Used tabla pair' })).toBeVisible();
  await expect(page.getByTestId('seller-kind')).toHaveText('Private seller');
  await expect(page.getByTestId('seller-name')).toHaveText(freshUser.name);
  await expect(page.getByTestId('seller-link')).toHaveCount(0);
  await expect(page.getByTestId('delivery')).toContainText('৳40.00');
});

test('a business sets its delivery charges in its profile form', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const business = await api<{ id: string }>(request, freshUser, 'POST', '/api/my/businesses', {
    name: `Delivery Test ${Date.now()}`,
    type: 'retail',
  });
  await signIn(freshUser, `/business-profiles/${business.id}/edit`);
  const inside = page.getByTestId('delivery_inside');
  await expect(inside).toHaveValue('60');
  await inside.fill('80');
  await page.getByTestId('delivery_outside').fill('0');
  await page.getByTestId('save-business').click();
  await expect
    .poll(
      async () =>
        (await api<TSeller>(request, freshUser, 'GET', `/api/my/businesses/${business.id}`)).delivery_inside,
    )
    .toBe(8_000);
  const saved = await api<TSeller>(request, freshUser, 'GET', `/api/my/businesses/${business.id}`);
  expect(saved.delivery_outside).toBe(0);
});
