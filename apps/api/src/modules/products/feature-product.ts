import type { TFeatureResult } from '@haat/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { readPlatformSetting } from '../payments/platform-settings.ts';

/** Moves an active product's featured end `days` on from now, or from its current end if later. */
async function extendFeature(db: TExecutor, productId: string, days: number): Promise<Date> {
  const [row] = await db
    .update(products)
    .set({
      featuredUntil: sql`greatest(coalesce(${products.featuredUntil}, now()), now()) + make_interval(days => ${days})`,
    })
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .returning({ until: products.featuredUntil });
  if (!row?.until) throw new AppError('CONFLICT', 'api.feature_needs_active');
  return row.until;
}

/**
 * The seller pays from the wallet to feature their active product for `days` (decision 056): the
 * price is `feature_price_per_day` × days, a `feature_purchase` ledger transaction to the platform's
 * revenue, in one database transaction with the Idempotency-Key (a retry pays once). Featuring that
 * is still running is extended. Someone else's product is a 404; a short wallet changes nothing.
 */
export async function featureProduct(
  deps: Pick<TDeps, 'db'>,
  sellerId: string,
  productId: string,
  days: number,
  key: string,
): Promise<{ status: number; body: TFeatureResult; replayed: boolean }> {
  return withIdempotency<TFeatureResult>(
    deps,
    { userId: sellerId, scope: 'feature', key, requestHash: hashRequest({ productId, days }) },
    async (tx) => {
      const [product] = await tx
        .select({ id: products.id, status: products.status, title: products.title })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
        .for('update');
      if (!product) throw new AppError('NOT_FOUND', 'api.not_found');
      if (product.status !== 'active') throw new AppError('CONFLICT', 'api.feature_needs_active');
      const price = (await readPlatformSetting(tx, 'feature_price_per_day')) * days;
      if (price > 0)
        await postTransaction(tx, {
          type: 'feature_purchase',
          entries: [
            { account: { type: 'wallet', userId: sellerId }, amount: -BigInt(price) },
            { account: { type: 'platform_revenue' }, amount: BigInt(price) },
          ],
          reference: `product:${productId}`,
          memo: `${days} × ${product.title}`.slice(0, 200),
          initiatedBy: sellerId,
        });
      const until = await extendFeature(tx, productId, days);
      return {
        status: 201,
        body: { product_id: productId, featured_until: until.toISOString(), paid: price },
      };
    },
  );
}

/**
 * Staff feature a product for `days` from now, free (0 days ends its featuring now), written to the
 * audit log (`products.feature`, featured_until before → after) in the same transaction. `null`
 * staff: the demo seed choosing featured products (no staff action, no audit row).
 */
export async function staffFeatureProduct(
  deps: Pick<TDeps, 'db' | 'log'>,
  staff: TStaffContext | null,
  productId: string,
  days: number,
): Promise<TFeatureResult> {
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: products.title, until: products.featuredUntil })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    const [changed] = await tx
      .update(products)
      .set({ featuredUntil: days === 0 ? null : sql`now() + make_interval(days => ${days})` })
      .where(and(eq(products.id, productId), days === 0 ? undefined : eq(products.status, 'active')))
      .returning({ until: products.featuredUntil });
    if (!current || !changed) throw new AppError('NOT_FOUND', 'api.not_found');
    if (staff)
      await recordStaffAction(tx, staff, {
        action: 'products.feature',
        targetType: 'product',
        targetId: productId,
        targetLabel: current.title,
        before: { featured_until: current.until?.toISOString() ?? null },
        after: { featured_until: changed.until?.toISOString() ?? null, days },
      });
    return changed;
  });
  deps.log.info({ staffId: staff?.actor.id ?? 'seed', productId, days }, 'product featured by staff');
  return { product_id: productId, featured_until: row.until?.toISOString() ?? null, paid: 0 };
}
