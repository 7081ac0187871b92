import { z } from 'zod';
import { isKnownCountry, normalizePhoneForCountry } from '../auth/phone.ts';
import { zRequiredString } from '../auth/schemas.ts';
import { zPage, zPerPage } from '../directory/schemas.ts';
import { ACROSS_FIELDS, textOf } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { zOptionalText } from '../http/fields.ts';
import { BD_DIVISIONS, findDistrict } from '../places/bd-places.ts';
import { CART_ITEMS_MAX, CART_QUANTITY_MAX } from './limits.ts';

/*
 * Carts, checkout and orders of the marketplace (decision 054). Amounts are integers in poisha.
 * An order belongs to one buyer and one seller (a business); a checkout of several sellers makes
 * one order per seller.
 */

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_METHODS = ['cod', 'wallet'] as const;
export type TOrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** What a buyer or seller can do to an order (the allowed ones per party: order-transitions.ts). */
export const ORDER_ACTIONS = [
  'confirm',
  'ship',
  'deliver',
  'complete',
  'cancel',
  'request_refund',
  'refund',
  'decline_refund',
] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

export type TOrderRole = 'buyer' | 'seller';

/** Which party may take each action from which status, and where it leads. */
export const ORDER_TRANSITIONS: Record<
  TOrderAction,
  { by: TOrderRole; from: readonly TOrderStatus[]; to: TOrderStatus; noteRequired?: boolean }
> = {
  confirm: { by: 'seller', from: ['placed'], to: 'confirmed' },
  ship: { by: 'seller', from: ['confirmed'], to: 'shipped' },
  deliver: { by: 'seller', from: ['shipped'], to: 'delivered' },
  complete: { by: 'buyer', from: ['shipped', 'delivered'], to: 'completed' },
  cancel: { by: 'buyer', from: ['placed', 'confirmed'], to: 'cancelled', noteRequired: true },
  request_refund: { by: 'buyer', from: ['delivered'], to: 'refund_requested', noteRequired: true },
  refund: { by: 'seller', from: ['refund_requested'], to: 'refunded' },
  decline_refund: { by: 'seller', from: ['refund_requested'], to: 'delivered', noteRequired: true },
};

/** A seller may also cancel, with a reason, until the order is delivered. */
export const SELLER_CANCEL_FROM: readonly TOrderStatus[] = ['placed', 'confirmed', 'shipped'];

/** The actions `role` may take on an order in `status`. */
export function allowedOrderActions(status: TOrderStatus, role: TOrderRole): TOrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    if (action === 'cancel' && role === 'seller') return SELLER_CANCEL_FROM.includes(status);
    const rule = ORDER_TRANSITIONS[action];
    return rule.by === role && rule.from.includes(status);
  });
}

export { CART_ITEMS_MAX, CART_QUANTITY_MAX } from './limits.ts';

const zQuantity = z
  .number({ error: 'validation.quantity' })
  .int({ error: 'validation.quantity' })
  .min(1, { error: 'validation.quantity' })
  .max(CART_QUANTITY_MAX, { error: 'validation.quantity' });

export const ZCartItemInputSchema = z.object({
  product_id: z.uuid({ error: 'validation.invalid' }),
  quantity: zQuantity,
});
export type TCartItemInput = z.input<typeof ZCartItemInputSchema>;

/** `PUT /api/cart/items/:productId`: the new quantity (0 removes the line). */
export const ZSetCartQuantitySchema = z.object({
  quantity: z
    .number({ error: 'validation.quantity' })
    .int({ error: 'validation.quantity' })
    .min(0, { error: 'validation.quantity' })
    .max(CART_QUANTITY_MAX, { error: 'validation.quantity' }),
});

/** `POST /api/cart/merge`: a guest's cart, added to the signed-in cart (quantities add up, capped). */
export const ZMergeCartSchema = z.object({
  items: z
    .array(ZCartItemInputSchema, { error: 'validation.invalid' })
    .max(CART_ITEMS_MAX, { error: 'validation.cart_full' }),
});

export const ZProductIdParamsSchema = z.object({ productId: z.uuid({ error: 'validation.invalid' }) });

export const ZCartLineSchema = z.object({
  product_id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** Today's price in poisha (checkout takes the price from the database, never from the cart). */
  price: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** False when the product was withdrawn, its seller is gone, or it is the buyer's own. */
  available: z.boolean(),
  image_url: z.string().nullable(),
  business: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
});
export type TCartLine = z.infer<typeof ZCartLineSchema>;

export const ZCartSchema = z.object({
  items: z.array(ZCartLineSchema),
  /** Sum of the available lines at today's prices. */
  subtotal: z.number().int(),
  count: z.number().int(),
});
export type TCart = z.infer<typeof ZCartSchema>;

/**
 * Where an order goes. In Bangladesh the division and district are chosen from the lists (the
 * district must be in the division); elsewhere they stay empty and the city is free text. The phone
 * must be a mobile number of the country, as at registration.
 */
export const ZAddressSchema = z
  .object({
    name: zRequiredString(100),
    phone: zRequiredString(32),
    country: z
      .string({ error: 'validation.country' })
      .trim()
      .toUpperCase()
      .refine((code) => isKnownCountry(code), { error: 'validation.country' }),
    division: zOptionalText(40),
    district: zOptionalText(40),
    city: zRequiredString(100),
    line: zRequiredString(300),
  })
  .superRefine((value, ctx) => {
    const country = textOf(value.country)?.trim().toUpperCase();
    const phone = textOf(value.phone);
    if (phone && country && isKnownCountry(country) && !normalizePhoneForCountry(phone, country))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    if (country !== 'BD') return;
    const division = textOf(value.division)?.trim();
    const district = textOf(value.district)?.trim();
    if (!division || !BD_DIVISIONS.some((row) => row.code === division))
      ctx.addIssue({ code: 'custom', path: ['division'], message: 'validation.division' });
    const found = district ? findDistrict(district) : undefined;
    if (!found || (division && found.division !== division))
      ctx.addIssue({ code: 'custom', path: ['district'], message: 'validation.district' });
  }, ACROSS_FIELDS)
  .transform((value) => ({
    ...value,
    phone: normalizePhoneForCountry(value.phone, value.country) ?? value.phone,
    division: value.country === 'BD' ? (value.division ?? null) : null,
    district: value.country === 'BD' ? (value.district ?? null) : null,
  }));
export type TAddressInput = z.input<typeof ZAddressSchema>;
export type TAddress = z.output<typeof ZAddressSchema>;

/** `POST /api/checkout/preview` and `POST /api/checkout`: the signed-in cart to this address. */
export const ZCheckoutSchema = z.object({
  payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: 'validation.payment_method' }),
  address: ZAddressSchema,
  note: zOptionalText(500),
});
export type TCheckoutInput = z.input<typeof ZCheckoutSchema>;
export type TCheckout = z.output<typeof ZCheckoutSchema>;

export const ZOrderItemSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  /** The product's address today (null when it was deleted). */
  product_slug: z.string().nullable(),
  title: z.string(),
  image_url: z.string().nullable(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
  /** The buyer's review of this item (completed orders; null until written). */
  review: z.object({ rating: z.number().int(), body: z.string().nullable() }).nullable(),
});

export const ZOrderEventSchema = z.object({
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor_role: z.enum(['buyer', 'seller', 'system']),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const ZOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  checkout_id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  subtotal: z.number().int(),
  delivery_charge: z.number().int(),
  total: z.number().int(),
  commission: z.number().int(),
  /** What the seller receives: the total less the commission. */
  seller_net: z.number().int(),
  buyer: z.object({ id: z.uuid(), name: z.string() }),
  business: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  address: z.object({
    name: z.string(),
    phone: z.string(),
    country: z.string(),
    division: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string(),
    line: z.string(),
  }),
  buyer_note: z.string().nullable(),
  tracking_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refund_reason: z.string().nullable(),
  items: z.array(ZOrderItemSchema),
  /** The signed-in user's side of this order and what they may do now. */
  role: z.enum(['buyer', 'seller']),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  auto_complete_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderDetailSchema = ZOrderSchema.extend({ events: z.array(ZOrderEventSchema) });
export type TOrderDetail = z.infer<typeof ZOrderDetailSchema>;

export const ZCheckoutPreviewSchema = z.object({
  groups: z.array(
    z.object({
      business: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
      items: z.array(ZCartLineSchema),
      subtotal: z.number().int(),
      delivery_charge: z.number().int(),
      total: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  delivery_charge: z.number().int(),
  total: z.number().int(),
  /** The buyer's spendable wallet balance (to pay by wallet it must cover `total`). */
  wallet_balance: z.number().int(),
});
export type TCheckoutPreview = z.infer<typeof ZCheckoutPreviewSchema>;

export const ZCheckoutResultSchema = z.object({
  checkout_id: z.uuid(),
  orders: z.array(ZOrderSchema),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResultSchema>;

const zDay = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.date' });

/** `GET /api/orders`: the user's purchases (`role=buyer`) or sales (`role=seller`). */
export const ZOrderListQuerySchema = z.object({
  role: z.enum(['buyer', 'seller'], { error: 'validation.invalid' }).default('buyer'),
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalid' }).optional(),
  /** Days (inclusive) in Bangladesh time. */
  from: zDay.optional(),
  to: zDay.optional(),
  /** An order number, or a word of the buyer's name or of an item title. */
  q: zOptionalText(100),
  business_id: z.uuid({ error: 'validation.invalid' }).optional(),
  page: zPage,
  per_page: zPerPage(),
});
export type TOrderListQuery = z.output<typeof ZOrderListQuerySchema>;

export const ZOrderListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZOrderSchema),
  meta: ZPageMetaSchema,
});

export const ZOrderIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** `POST /api/orders/:id/actions`: one action with an optional note (a reason where one is needed). */
export const ZOrderActionSchema = z.object({
  action: z.enum(ORDER_ACTIONS, { error: 'validation.invalid' }),
  note: zOptionalText(500),
});
export type TOrderActionInput = z.input<typeof ZOrderActionSchema>;
