import { describe, expect, it } from 'vitest';
import {
  addLine,
  createGuestCart,
  GUEST_CART_KEY,
  mergeBody,
  parseGuestCart,
  setLine,
  type TCartStorage,
  type TGuestLine,
} from './guest-cart.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function memoryStorage(
  initial: Record<string, string> = {},
): TCartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('guest cart lines', () => {
  it('adds up quantities of the same product, capped at its stock and at 99', () => {
    let lines: TGuestLine[] = [];
    lines = addLine(lines, A, 2, { title: 'Saree', price: 150_000, stock: 3 });
    lines = addLine(lines, A, 5);
    expect(lines).toEqual([
      { product_id: A, quantity: 3, snapshot: { title: 'Saree', price: 150_000, stock: 3 } },
    ]);
    lines = addLine(lines, B, 500);
    expect(lines[1]).toEqual({ product_id: B, quantity: 99, snapshot: undefined });
  });

  it('sets a quantity and removes a line at zero', () => {
    const lines = addLine(addLine([], A, 1), B, 1);
    expect(setLine(lines, A, 4)[0]?.quantity).toBe(4);
    expect(setLine(lines, A, 0).map((line) => line.product_id)).toEqual([B]);
  });

  it('keeps at most 50 lines', () => {
    let lines: TGuestLine[] = [];
    for (let i = 0; i < 55; i += 1) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      lines = addLine(lines, id, 1);
    }
    expect(lines).toHaveLength(50);
  });

  it('reads only well-formed lines from storage', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart('{"a":1}')).toEqual([]);
    const raw = JSON.stringify([
      { product_id: A, quantity: 2 },
      { product_id: 'nope', quantity: 1 },
      { product_id: B, quantity: 0 },
      { product_id: A, quantity: 7 },
      { product_id: B, quantity: 120.7, snapshot: { title: 'Lamp', price: 500 } },
    ]);
    expect(parseGuestCart(raw)).toEqual([
      { product_id: A, quantity: 2, snapshot: undefined },
      { product_id: B, quantity: 99, snapshot: { title: 'Lamp', price: 500 } },
    ]);
  });

  it('sends only ids and quantities to the merge', () => {
    const lines = addLine([], A, 2, { title: 'Saree', price: 1 });
    expect(mergeBody(lines)).toEqual({ items: [{ product_id: A, quantity: 2 }] });
  });
});

describe('guest cart store', () => {
  it('writes to storage, tells listeners and clears', () => {
    const storage = memoryStorage();
    const cart = createGuestCart(() => storage);
    let calls = 0;
    const stop = cart.subscribe(() => {
      calls += 1;
    });
    cart.add(A, 1, { title: 'Saree', price: 150_000 });
    cart.add(A, 1);
    expect(cart.read()).toEqual([
      { product_id: A, quantity: 2, snapshot: { title: 'Saree', price: 150_000 } },
    ]);
    expect(JSON.parse(storage.data[GUEST_CART_KEY] ?? '[]')).toHaveLength(1);
    // The same answer object while nothing changed (useSyncExternalStore needs a stable snapshot).
    expect(cart.read()).toBe(cart.read());
    cart.clear();
    expect(storage.data[GUEST_CART_KEY]).toBeUndefined();
    expect(cart.read()).toEqual([]);
    expect(calls).toBe(3);
    stop();
  });

  it('survives storage that throws', () => {
    const cart = createGuestCart(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    }));
    expect(cart.read()).toEqual([]);
    expect(() => cart.add(A, 1)).not.toThrow();
  });
});
