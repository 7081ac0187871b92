import { describe, expect, it, vi } from 'vitest';
import { createGuestCart, type TCartStorage } from './guest-cart.ts';
import { mergeGuestCart } from './merge-cart.ts';

const A = '11111111-1111-4111-8111-111111111111';

function storage(): TCartStorage {
  const data: Record<string, string> = {};
  return {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

function newCart() {
  const memory = storage();
  return createGuestCart(() => memory);
}

describe('mergeGuestCart', () => {
  it('posts the ids and quantities, then clears the guest cart', async () => {
    const cart = newCart();
    cart.add(A, 3, { title: 'Saree', price: 150_000 });
    const merged = { items: [], subtotal: 0, count: 3 };
    const post = vi.fn(async () => ({ success: true, data: merged }));
    await expect(mergeGuestCart(post as never, cart)).resolves.toBe(merged);
    expect(post).toHaveBeenCalledWith('/api/cart/merge', { items: [{ product_id: A, quantity: 3 }] });
    expect(cart.read()).toEqual([]);
  });

  it('does not call the server for an empty cart', async () => {
    const post = vi.fn();
    await expect(mergeGuestCart(post as never, newCart())).resolves.toBeUndefined();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the guest cart when the merge fails', async () => {
    const cart = newCart();
    cart.add(A, 1);
    const post = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(mergeGuestCart(post as never, cart)).rejects.toThrow('offline');
    expect(cart.read()).toHaveLength(1);
  });
});
