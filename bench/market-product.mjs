// A demo product page as shoppers meet it, for `bench:lighthouse`: photos on the demo seller's
// products (so the marketplace tiles and the product page have images) and buyers' reviews of the
// product that demo buyers received (reviews need a completed order; the demo seed makes two).
import sharp from 'sharp';

const DEMO_PASSWORD = 'Demo@12345';

async function readJson(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function login(session, email) {
  const response = await fetch(`${session.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await session.csrfHeaders()) },
    body: JSON.stringify({ login: email, password: DEMO_PASSWORD, device_name: 'bench setup' }),
  });
  return (await readJson(response, `POST /api/auth/login (${email})`)).data.token;
}

/**
 * A photo-like JPEG (soft colour fields, some grain): about what a phone photo weighs after the
 * API re-encodes it to at most 1200 px, unlike a flat colour, which costs nothing to send.
 */
async function photo(seed) {
  const width = 1600;
  const height = 1200;
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="${30 + (seed % 5) * 10}%" cy="40%" r="80%">
      <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="0.6" stop-color="hsl(${(hue + 40) % 360},55%,45%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 90) % 360},40%,20%)"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="hsl(${(hue + 180) % 360},60%,60%)" opacity="0.7"/>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function addImage(session, token, productId, seed) {
  const form = new FormData();
  form.append('image', new Blob([await photo(seed)], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
  const response = await fetch(`${session.baseUrl}/api/my/products/${productId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await readJson(response, `POST /api/my/products/${productId}/images`);
}

const REVIEWS = {
  'nusrat@haat.test': [5, 'Exactly as described, well packed, and it came in two days. Would buy again.'],
  'omar@haat.test': [4, 'Good value for the price. Delivery took a day longer than promised.'],
};

/**
 * Photos on the demo seller's products (two on the product with reviews), and the demo buyers'
 * reviews of what they received from that seller; answers the slug of a reviewed product.
 */
export async function prepareMarketProduct(session) {
  const sellerToken = await session.bearerToken();
  const listings = await readJson(
    await fetch(`${session.baseUrl}/api/marketplace/listings?per_page=50`, {
      headers: { authorization: `Bearer ${sellerToken}` },
    }),
    'GET /api/marketplace/listings',
  );
  let reviewed;
  for (const [email, [rating, body]] of Object.entries(REVIEWS)) {
    const token = await login(session, email);
    const orders = await readJson(
      await fetch(`${session.baseUrl}/api/orders?role=buyer&status=completed`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      'GET /api/orders',
    );
    for (const order of orders.data) {
      const item = order.items[0];
      if (!item?.product_slug) continue;
      const response = await fetch(`${session.baseUrl}/api/orders/${order.id}/items/${item.id}/review`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ rating, body }),
      });
      await readJson(response, 'PUT …/review');
      reviewed ??= item;
    }
  }
  if (!reviewed) throw new Error('the demo seed has no completed order to review');
  for (const [index, listing] of listings.data.entries()) {
    await addImage(session, sellerToken, listing.id, index + 1);
    if (listing.id === reviewed.product_id) await addImage(session, sellerToken, listing.id, index + 11);
  }
  return reviewed.product_slug;
}
