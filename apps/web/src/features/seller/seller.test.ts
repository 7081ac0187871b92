import type { TListing } from '@haat/shared/orders/seller-schemas';
import { describe, expect, it } from 'vitest';
import { pickChoice } from '../../lib/use-search-choice.ts';
import { listingsUrl } from './api/list-listings.ts';
import { transactionsCsvUrl, transactionsUrl } from './api/list-transactions.ts';
import { patchListingPages } from './api/listing-cache.ts';
import { quickEditBody } from './api/quick-edit.ts';
import { parseDays } from './days.ts';
import { formatPercent, signOf } from './format.ts';

const listing = (id: string, price = 10_000): TListing => ({
  id,
  slug: `p-${id}`,
  title: `Product ${id}`,
  status: 'active',
  price,
  stock: 3,
  thumb_url: null,
  business: { id: 'b', name: 'Shop' },
  featured_until: null,
  views_30d: 0,
  orders: 0,
  units_sold: 0,
  rating: { average: 0, count: 0 },
});

describe('quick edit of price and stock', () => {
  it('turns taka (Latin or Bengali digits, ৳ and commas) into poisha and the stock into a number', () => {
    expect(quickEditBody('1,250.50', '7')).toEqual({ body: { price: 125_050, stock: 7 } });
    expect(quickEditBody('৳ ১২০', '১০')).toEqual({ body: { price: 12_000, stock: 10 } });
    expect(quickEditBody('0', '0')).toEqual({ body: { price: 0, stock: 0 } });
  });

  it('names each field that is not right with the shared validation keys', () => {
    expect(quickEditBody('', '1')).toEqual({ errors: { price: 'validation.required' } });
    expect(quickEditBody('12.345', '1')).toEqual({ errors: { price: 'validation.price' } });
    expect(quickEditBody('-5', '-1')).toEqual({
      errors: { price: 'validation.price', stock: 'validation.stock' },
    });
    expect(quickEditBody('10', '2.5')).toEqual({ errors: { stock: 'validation.stock' } });
    expect(quickEditBody('10', '')).toEqual({ errors: { stock: 'validation.stock' } });
  });
});

describe('featuring days', () => {
  it('accepts whole days from 1 to 30 in Latin or Bengali digits', () => {
    expect(parseDays('7')).toBe(7);
    expect(parseDays(' ৩০ ')).toBe(30);
    expect(parseDays('0')).toBeUndefined();
    expect(parseDays('31')).toBeUndefined();
    expect(parseDays('2.5')).toBeUndefined();
    expect(parseDays('')).toBeUndefined();
  });
});

describe('numbers of the seller screens', () => {
  it('writes conversion as a percentage with one decimal in the language', () => {
    expect(formatPercent(0.3333, 'en')).toBe('33.3%');
    expect(formatPercent(0.3333, 'bn')).toBe('৩৩.৩%');
    expect(formatPercent(0.5, 'gr')).toBe('50\u00a0%');
    expect(formatPercent(0.125, 'fr')).toBe('12,5\u202f%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('signs movements of money', () => {
    expect(signOf(101_000)).toBe('+');
    expect(signOf(-106_000)).toBe('−');
    expect(signOf(0)).toBe('');
  });
});

describe('addresses and lists', () => {
  it('asks the API for the chosen status, role and page', () => {
    expect(listingsUrl('all', 1)).toBe('/api/marketplace/listings?page=1&per_page=20');
    expect(listingsUrl('draft', 2)).toBe('/api/marketplace/listings?page=2&per_page=20&status=draft');
    expect(transactionsUrl('sales', 3)).toBe('/api/marketplace/transactions?role=seller&page=3&per_page=20');
    expect(transactionsCsvUrl('purchases')).toBe('/api/marketplace/transactions/export.csv?role=buyer');
  });

  it('keeps only known choices from the address', () => {
    expect(pickChoice('sales', ['all', 'sales'] as const, 'all')).toBe('sales');
    expect(pickChoice('nope', ['all', 'sales'] as const, 'all')).toBe('all');
    expect(pickChoice(null, ['all', 'sales'] as const, 'all')).toBe('all');
  });

  it('changes one listing in the loaded pages and leaves the rest (and absent ones) alone', () => {
    const data = {
      pages: [
        { data: [listing('a'), listing('b')], meta: {} },
        { data: [listing('c')], meta: {} },
      ],
      pageParams: [1, 2],
    };
    const patched = patchListingPages(data, 'c', { price: 99 });
    expect(patched?.pages[1]?.data[0]?.price).toBe(99);
    expect(patched?.pages[0]?.data[0]).toEqual(listing('a'));
    expect(patchListingPages(data, 'zzz', { price: 1 })).toBe(data);
    expect(patchListingPages(undefined, 'a', { price: 1 })).toBeUndefined();
  });
});
