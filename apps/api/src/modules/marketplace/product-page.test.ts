import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { createSeller, reviewAfterPurchase } from '../orders/orders-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('GET /p/:slug (the product page as HTML)', () => {
  it('has the title with the price, link-preview tags and schema.org Product with its Offer', async () => {
    const { token } = await registerUser(t.app);
    const shop = await createBusiness(t.app, token, { name: 'Jamdani House', type: 'retail' });
    const product = await createProduct(t.app, token, shop.id, {
      title: 'Jamdani saree </script><b>',
      description: 'Hand-woven in Narayanganj.',
      price: 1_250_050,
      stock: 0,
      condition: 'used',
      status: 'active',
    });
    const response = await call(t.app, 'GET', `/p/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(
      '<title>Jamdani saree &lt;/script&gt;&lt;b&gt; – ৳12,500.50 · Haat</title>',
    );
    expect(response.body).toContain('content="Hand-woven in Narayanganj."');
    const [ld] = jsonLdOf(response.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jamdani saree </script><b>',
      url: `http://localhost:3000/p/${product.slug}`,
      offers: {
        '@type': 'Offer',
        price: '12500.50',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Organization', name: 'Jamdani House' },
      },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it("has the buyers' rating and newest reviews in its Product data", async () => {
    const seller = await createSeller(t, { title: 'Brass lantern' });
    const buyer = await registerUser(t.app, { name: 'Shirin Akter' });
    const parties = { buyer: buyer.token, seller: seller.token };
    await reviewAfterPurchase(t.app, parties, seller.product.id, { rating: 4 });
    await reviewAfterPurchase(t.app, parties, seller.product.id, { rating: 5, body: 'Bright & </script>' });
    const response = await call(t.app, 'GET', `/p/${seller.product.slug}`);
    const [ld] = jsonLdOf(response.body);
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Shirin Akter' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
          reviewBody: 'Bright & </script>',
        },
        { '@type': 'Review', reviewRating: { ratingValue: 4 } },
      ],
    });
    expect((ld?.review as object[] | undefined)?.[1]).not.toHaveProperty('reviewBody');
  });

  it('answers 404 with a "not found" page for drafts and unknown products, in the visitor language', async () => {
    const { token } = await registerUser(t.app);
    const shop = await createBusiness(t.app, token);
    const draft = await createProduct(t.app, token, shop.id, { title: 'Not yet' });
    const hidden = await call(t.app, 'GET', `/p/${draft.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<title>Product not found</title>');
    const bengali = await call(t.app, 'GET', '/p/no-such-thing?lang=bn');
    expect(bengali.statusCode).toBe(404);
    expect(bengali.body).toContain('পণ্যটি পাওয়া যায়নি');
  });
});
