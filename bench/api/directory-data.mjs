// Bulk data for the directory scenarios: 10,000 businesses and 100,000 products, written straight into
// the API's database with generate_series (a few seconds), outside any measurement. Only the
// benchmark runs this, against the throw-away database of the server it started (see servers.mjs).
import pg from 'pg';

export const BUSINESSES = 10_000;
export const PRODUCTS_PER_BUSINESS = 10;

const CITIES = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Khulna',
  'Rajshahi',
  'Barishal',
  'Rangpur',
  'Cumilla',
  'Mymensingh',
  'Gazipur',
];
const FIRST = [
  'Star',
  'Golden',
  'New',
  'Royal',
  'Green',
  'City',
  'Padma',
  'Meghna',
  'Jamuna',
  'Sonar',
  'পদ্মা',
  'সোনার',
];
const KIND = [
  'Tea',
  'Electronics',
  'Kacchi',
  'Pharmacy',
  'Garments',
  'Bakery',
  'Books',
  'Furniture',
  'Fish',
  'Sweets',
  'বিরিয়ানি',
  'ফার্মেসি',
];
const LAST = ['House', 'Store', 'Centre', 'Bazar', 'Corner', 'Traders', 'ঘর', 'ভান্ডার'];
const WORDS = [
  'fresh',
  'quality',
  'home delivery',
  'wholesale',
  'best price',
  'since 1990',
  'তাজা',
  'সেরা দাম',
  'হোম ডেলিভারি',
  'restaurant',
  'repair',
  'original',
];
const TYPES = ['retail', 'restaurant', 'service', 'manufacturing'];
const MARKET = ['electronics', 'clothing', 'food', 'books', 'home_goods', 'sports', 'health', 'other'];

const array = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values, expr) => `(${array(values)})[1 + (${expr}) % ${values.length}]`;

/**
 * Loads the bulk directory into the database at `databaseUrl`, owned by the demo user `ownerEmail`.
 * Answers the slug of one loaded business (for the business-page scenario).
 */
export async function loadDirectory(databaseUrl, ownerEmail) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hours = JSON.stringify(
      Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:00', close: '21:00' }]),
      ),
    );
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO businesses (owner_id, slug, name, type, description, phone, whatsapp, address, city, district, country,
         latitude, longitude, hours, verified_badge, rating_count, rating_sum, created_at, updated_at)
       SELECT u.id,
              'bench-business-' || i,
              ${pick(FIRST, 'i')} || ' ' || ${pick(KIND, 'i / 7')} || ' ' || ${pick(LAST, 'i / 3')} || ' ' || i,
              ${pick(TYPES, 'i')},
              ${pick(KIND, 'i / 7')} || ' ' || ${pick(WORDS, 'i')} || ', ' || ${pick(WORDS, 'i / 5')} || ' and ' || ${pick(WORDS, 'i / 11')} || ' in ' || ${pick(CITIES, 'i / 13')} || '.',
              '+88017' || lpad((i % 100000000)::text, 8, '0'),
              '+88018' || lpad((i % 100000000)::text, 8, '0'),
              'Road ' || (i % 50) || ', Block ' || (i % 9),
              NULL, 'bd-' || lower(${pick(CITIES, 'i / 13')}), 'BD',
              23.7 + (i % 100) / 100.0, 90.3 + (i % 90) / 100.0,
              $2::jsonb, CASE WHEN i % 10 = 0 THEN 'granted' END, i % 40, (i % 40) * (1 + i % 5),
              now() - make_interval(mins => i), now()
       FROM generate_series(1, ${BUSINESSES}) AS i, (SELECT id FROM users WHERE lower(email) = lower($1)) AS u`,
      [ownerEmail, hours],
    );
    await client.query(
      `INSERT INTO products (seller_id, business_id, marketplace_category, slug, title, description, price, stock,
         status, condition, featured_until, created_at, updated_at)
       SELECT b.owner_id, b.id, ${pick(MARKET, 'n + length(b.slug)')},
              b.slug || '-item-' || n,
              ${pick(KIND, 'n')} || ' item ' || n || ' of ' || b.name,
              ${pick(WORDS, 'n')} || ', ' || ${pick(WORDS, 'n + 3')},
              (100 + (n * 997 + length(b.name) * 31) % 500000) * 100, (n * 7) % 200, 'active',
              CASE WHEN (n + length(b.name)) % 4 = 0 THEN 'used' ELSE 'new' END,
              CASE WHEN n = 1 AND length(b.name) % 7 = 0 THEN now() + interval '7 days' END,
              now() - make_interval(mins => n), now()
       FROM businesses b CROSS JOIN generate_series(1, ${PRODUCTS_PER_BUSINESS}) AS n
       WHERE b.slug LIKE 'bench-business-%'`,
    );
    await client.query('COMMIT');
    // Vacuumed as well as analysed: otherwise autovacuum takes its turn after the bulk insert while
    // the first scenarios are measured, and their figures swing by 2× from one run to the next.
    await client.query('VACUUM (ANALYZE)');
    return `bench-business-${Math.floor(BUSINESSES / 2)}`;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The query plans of the directory's searches, to check that they use the indexes. */
export async function explainSearch(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    const plan = await client.query(
      `EXPLAIN ANALYZE SELECT id FROM businesses
       WHERE search_vector @@ to_tsquery('simple', 'resturant:*') OR 'resturant' <% search_text`,
    );
    await client.query('COMMIT');
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
