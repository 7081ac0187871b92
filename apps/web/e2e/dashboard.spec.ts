import { expect, registerUser, test, useToken } from './fixtures.ts';
import { completeOrder, placeOrder, shop } from './shop.ts';

/* The signed-in dashboard's figures come from real orders (issue 14, item 10). */

test("the dashboard shows a seller's earnings after commission and the period's orders", async ({
  page,
  request,
}) => {
  const seller = await shop(request, 'Dashboard Store', 'Brass lamp', 200_000);
  const buyer = await registerUser(request, { name: 'Dashboard Buyer' });
  const order = await placeOrder(request, buyer, seller);
  await completeOrder(request, seller, buyer, order.id);

  await useToken(page, seller.owner.token, '/dashboard?period=today');
  const earnings = page.getByTestId('dashboard-earnings');
  // ৳2,000 + ৳60 delivery − 5 % of ৳2,000 commission = ৳1,960 (cash on delivery: the commission is owed).
  await expect(earnings).toContainText('৳1,960.00');
  await expect(page.getByTestId('dashboard-orders')).toContainText('0 bought · 1 sold');
  await expect(page.getByTestId('period-today')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('dashboard-activity')).toContainText(order.number);

  await page.getByTestId('period-all').click();
  await expect(page).toHaveURL(/period=all/);
  await expect(page.getByTestId('dashboard-businesses')).toContainText('1');
});
