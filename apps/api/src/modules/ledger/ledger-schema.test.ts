import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The database itself refuses changes to the ledger and unbalanced transactions (plain SQL, no app code). */
describe('ledger tables', () => {
  const name = `haat_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let client: pg.Client;
  let userId: string;
  let walletId: string;
  let bkashId: string;
  let txId: string;

  async function insertTransaction(amounts: [string, number][]): Promise<string> {
    await client.query('BEGIN');
    try {
      const tx = await client.query<{ id: string }>(
        `INSERT INTO ledger_transactions (type) VALUES ('topup') RETURNING id`,
      );
      const id = tx.rows[0]?.id as string;
      for (const [account, amount] of amounts)
        await client.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, $3)',
          [id, account, amount],
        );
      await client.query('COMMIT');
      return id;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${inject('pgServerUrl')}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
    client = new pg.Client({ connectionString: `${inject('pgServerUrl')}/${name}` });
    await client.connect();
    const user = await client.query<{ id: string }>(
      `INSERT INTO users (name, email, phone, country, password_hash, referral_code)
       VALUES ('A', 'a@example.com', '+8801711111111', 'BD', 'x', 'REFA') RETURNING id`,
    );
    userId = user.rows[0]?.id as string;
    const wallet = await client.query<{ id: string }>(
      `INSERT INTO ledger_accounts (key, type, user_id) VALUES ($1, 'wallet', $2) RETURNING id`,
      [`wallet:${userId}`, userId],
    );
    walletId = wallet.rows[0]?.id as string;
    const bkash = await client.query<{ id: string }>(
      `SELECT id FROM ledger_accounts WHERE key = 'external:bkash'`,
    );
    bkashId = bkash.rows[0]?.id as string;
    txId = await insertTransaction([
      [walletId, 500],
      [bkashId, -500],
    ]);
  });

  afterAll(async () => {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('has the fixed platform and external accounts', async () => {
    const { rows } = await client.query<{ key: string }>(
      'SELECT key FROM ledger_accounts WHERE user_id IS NULL ORDER BY key',
    );
    expect(rows.map((r) => r.key)).toEqual([
      'escrow',
      'external:bank',
      'external:bkash',
      'external:demo',
      'external:nagad',
      'external:sslcommerz',
      'platform_promotions',
      'platform_revenue',
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries and transactions', async () => {
    await expect(client.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow(
      /append-only/,
    );
    await expect(client.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(client.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
    await expect(
      client.query(`UPDATE ledger_transactions SET memo = 'x' WHERE id = $1`, [txId]),
    ).rejects.toThrow(/append-only/);
    await expect(client.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
    const { rows } = await client.query('SELECT amount FROM ledger_entries ORDER BY id');
    expect(rows.map((r) => r.amount)).toEqual(['500', '-500']);
  });

  it('refuses an unbalanced transaction, a one-legged one, an empty one and a zero entry at commit', async () => {
    await expect(
      insertTransaction([
        [walletId, 500],
        [bkashId, -400],
      ]),
    ).rejects.toThrow(/unbalanced/);
    await expect(insertTransaction([[walletId, 0]])).rejects.toThrow(/non_zero/);
    await expect(insertTransaction([])).rejects.toThrow(/unbalanced/);
    // Adding legs to an old transaction must keep it balanced too.
    await client.query('BEGIN');
    await client.query('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, 7)', [
      txId,
      walletId,
    ]);
    await expect(client.query('COMMIT')).rejects.toThrow(/unbalanced/);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(rows[0].n).toBe(1);
  });

  it('refuses a negative wallet or hold balance', async () => {
    await expect(
      client.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [walletId]),
    ).rejects.toThrow(/ledger_accounts_balance_non_negative/);
    await client.query(`UPDATE ledger_accounts SET balance = -1 WHERE key = 'external:bkash'`);
  });
});
