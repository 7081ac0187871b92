import { CART_ITEMS_MAX, CART_QUANTITY_MAX } from '@haat/shared/orders/limits';
import { useSyncExternalStore } from 'react';

/*
 * A signed-out visitor's cart, kept in localStorage under `haat.cart` until sign-in merges it into
 * the server cart (POST /api/cart/merge) and clears it. What counts is the product id and quantity;
 * the rest is a snapshot taken when the product was added, only to show the cart to a guest (the
 * server reads today's price and stock when the cart is merged).
 */

export const GUEST_CART_KEY = 'haat.cart';

export interface TGuestSnapshot {
  title: string;
  price: number;
  slug?: string | null;
  image_url?: string | null;
  business_name?: string | null;
  stock?: number;
}

export interface TGuestLine {
  product_id: string;
  quantity: number;
  snapshot?: TGuestSnapshot;
}

/** The storage the cart lives in (localStorage in the browser; a stand-in in tests). */
export interface TCartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function clampQuantity(quantity: number, stock?: number): number {
  const cap = stock !== undefined && stock >= 1 ? Math.min(stock, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;
  return Math.max(1, Math.min(Math.floor(quantity), cap));
}

/** Reads the stored lines, dropping anything malformed (storage is user-editable). */
export function parseGuestCart(raw: string | null): TGuestLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: TGuestLine[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { product_id, quantity, snapshot } = item as Record<string, unknown>;
    if (typeof product_id !== 'string' || !UUID.test(product_id)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) continue;
    if (lines.some((line) => line.product_id === product_id)) continue;
    const shot =
      snapshot && typeof snapshot === 'object' && typeof (snapshot as TGuestSnapshot).title === 'string'
        ? (snapshot as TGuestSnapshot)
        : undefined;
    lines.push({ product_id, quantity: clampQuantity(quantity, shot?.stock), snapshot: shot });
    if (lines.length >= CART_ITEMS_MAX) break;
  }
  return lines;
}

/** Adds `quantity` of a product (quantities add up, capped at its stock and 99; at most 50 lines). */
export function addLine(
  lines: TGuestLine[],
  productId: string,
  quantity: number,
  snapshot?: TGuestSnapshot,
): TGuestLine[] {
  const found = lines.find((line) => line.product_id === productId);
  if (found) {
    const shot = snapshot ?? found.snapshot;
    return lines.map((line) =>
      line === found
        ? { ...line, snapshot: shot, quantity: clampQuantity(line.quantity + quantity, shot?.stock) }
        : line,
    );
  }
  if (lines.length >= CART_ITEMS_MAX) return lines;
  return [...lines, { product_id: productId, quantity: clampQuantity(quantity, snapshot?.stock), snapshot }];
}

/** Sets a line's quantity (0 or less removes it). */
export function setLine(lines: TGuestLine[], productId: string, quantity: number): TGuestLine[] {
  if (quantity < 1) return lines.filter((line) => line.product_id !== productId);
  return lines.map((line) =>
    line.product_id === productId
      ? { ...line, quantity: clampQuantity(quantity, line.snapshot?.stock) }
      : line,
  );
}

/** What `POST /api/cart/merge` takes: ids and quantities only. */
export function mergeBody(lines: TGuestLine[]): { items: { product_id: string; quantity: number }[] } {
  return { items: lines.map(({ product_id, quantity }) => ({ product_id, quantity })) };
}

/** The guest cart over one storage, observable so the header and the cart screen follow changes. */
export function createGuestCart(storage: () => TCartStorage | undefined) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; lines: TGuestLine[] } | undefined;

  function raw(): string | null {
    try {
      return storage()?.getItem(GUEST_CART_KEY) ?? null;
    } catch {
      return null;
    }
  }
  function read(): TGuestLine[] {
    const now = raw();
    if (!cached || cached.raw !== now) cached = { raw: now, lines: parseGuestCart(now) };
    return cached.lines;
  }
  function write(lines: TGuestLine[]): void {
    try {
      if (lines.length) storage()?.setItem(GUEST_CART_KEY, JSON.stringify(lines));
      else storage()?.removeItem(GUEST_CART_KEY);
    } catch {
      // Storage full or unavailable: the cart stays as it was.
    }
    notify();
  }
  function notify(): void {
    for (const listener of listeners) listener();
  }
  return {
    read,
    add: (productId: string, quantity: number, snapshot?: TGuestSnapshot) =>
      write(addLine(read(), productId, quantity, snapshot)),
    set: (productId: string, quantity: number) => write(setLine(read(), productId, quantity)),
    clear: () => write([]),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
  };
}

const browserStorage = (): TCartStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** The browser's guest cart. */
export const guestCart = createGuestCart(browserStorage);

if (typeof window !== 'undefined') {
  // Another tab changed the cart.
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_CART_KEY) guestCart.notify();
  });
}

const NONE: TGuestLine[] = [];

/** The guest cart's lines (none on the server, which renders the guest's view without storage). */
export function useGuestCart(): TGuestLine[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.read, () => NONE);
}
