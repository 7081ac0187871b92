import type { TSellerAnalytics } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { listSellerOrderLines } from '../orders/repository.ts';
import { dhakaDay, listProductViews, listSellerProducts } from '../products/product-activity.ts';

const DAY_MS = 86_400_000;
const TOP = 5;

/** The last `days` days in Bangladesh time, oldest first (`YYYY-MM-DD`). */
export function lastDays(days: number, now: Date = new Date()): string[] {
  return Array.from({ length: days }, (_, index) =>
    dhakaDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
  );
}

/**
 * A seller's figures over the last 7, 30 or 90 days (decision 056): product page views, orders (not
 * cancelled or refunded) and their value per day, conversion (orders per view) and the best-selling
 * products. Views come from the products area, orders from the orders area.
 */
export async function getSellerAnalytics(
  deps: Pick<TDeps, 'db'>,
  sellerId: string,
  query: { days: number; business_id?: string },
): Promise<TSellerAnalytics> {
  const days = lastDays(query.days);
  const firstDay = days[0] as string;
  const since = new Date(Date.parse(`${firstDay}T00:00:00+06:00`));
  const products = await listSellerProducts(deps.db, sellerId, query.business_id);
  const [views, lines] = await Promise.all([
    listProductViews(
      deps.db,
      products.map((product) => product.id),
      firstDay,
    ),
    listSellerOrderLines(deps.db, sellerId, since, query.business_id),
  ]);
  const series = new Map(days.map((day) => [day, { day, views: 0, orders: new Set<string>(), revenue: 0 }]));
  for (const row of views) {
    const point = series.get(row.day);
    if (point) point.views += row.views;
  }
  const counted = new Set<string>();
  const byProduct = new Map<
    string,
    { title: string; views: number; orders: Set<string>; units: number; revenue: number }
  >();
  for (const line of lines) {
    const point = series.get(line.day);
    if (point && !counted.has(line.orderId)) {
      counted.add(line.orderId);
      point.orders.add(line.orderId);
      point.revenue += line.total;
    }
    if (!line.productId) continue;
    const product = byProduct.get(line.productId) ?? {
      title: line.title,
      views: 0,
      orders: new Set(),
      units: 0,
      revenue: 0,
    };
    product.orders.add(line.orderId);
    product.units += line.quantity;
    product.revenue += line.lineTotal;
    byProduct.set(line.productId, product);
  }
  for (const row of views) {
    const product = byProduct.get(row.productId);
    if (product) product.views += row.views;
  }
  const slugs = new Map(products.map((product) => [product.id, product.slug]));
  const points = [...series.values()].map((point) => ({
    day: point.day,
    views: point.views,
    orders: point.orders.size,
    revenue: point.revenue,
  }));
  const totalViews = points.reduce((sum, point) => sum + point.views, 0);
  const totalOrders = points.reduce((sum, point) => sum + point.orders, 0);
  return {
    days: query.days,
    totals: {
      views: totalViews,
      orders: totalOrders,
      revenue: points.reduce((sum, point) => sum + point.revenue, 0),
      conversion: totalViews > 0 ? Math.round((totalOrders / totalViews) * 10_000) / 10_000 : 0,
    },
    series: points,
    top_products: [...byProduct.entries()]
      .sort((a, b) => b[1].revenue - a[1].revenue || b[1].units - a[1].units)
      .slice(0, TOP)
      .map(([id, product]) => ({
        product_id: id,
        title: product.title,
        slug: slugs.get(id) ?? null,
        views: product.views,
        orders: product.orders.size,
        units: product.units,
        revenue: product.revenue,
      })),
  };
}
