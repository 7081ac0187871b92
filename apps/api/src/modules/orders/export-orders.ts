import { poishaToTaka, type TOrderListQuery } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '../../lib/csv-cells.ts';
import { orderFilterOf } from './list-orders.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { presentOrders } from './present-order.ts';
import { listOrders } from './repository.ts';

export const ORDER_CSV_COLUMNS = [
  'number',
  'date',
  'status',
  'payment_method',
  'buyer',
  'phone',
  'district',
  'city',
  'address',
  'items',
  'subtotal',
  'delivery_charge',
  'total',
  'commission',
  'seller_net',
] as const;

/** The most orders one export holds (newest first); a narrower date range gets older ones. */
export const ORDER_EXPORT_MAX = 10_000;

/**
 * The user's orders matching the list's filters as CSV (UTF-8 with BOM for spreadsheets; amounts in
 * taka; cells that a spreadsheet would run as formulas are protected).
 */
export async function exportOrders(
  deps: TOrdersDeps,
  userId: string,
  query: TOrderListQuery,
): Promise<string> {
  const rows = await listOrders(deps.db, orderFilterOf(userId, query), {
    limit: ORDER_EXPORT_MAX,
    offset: 0,
  });
  const orders = await presentOrders(deps.db, deps.storage, rows, userId);
  const records = orders.map((order) =>
    [
      order.number,
      order.created_at,
      order.status,
      order.payment_method,
      order.address.name,
      order.address.phone,
      order.address.district ?? '',
      order.address.city,
      order.address.line,
      order.items.map((item) => `${item.quantity} × ${item.title}`).join('; '),
      poishaToTaka(order.subtotal),
      poishaToTaka(order.delivery_charge),
      poishaToTaka(order.total),
      poishaToTaka(order.commission),
      poishaToTaka(order.seller_net),
    ].map((cell) => protectCell(String(cell))),
  );
  return stringify([[...ORDER_CSV_COLUMNS], ...records], { record_delimiter: '\r\n', bom: true });
}
