import { describe, expect, it } from 'vitest';
import { DEMO_BKASH_NUMBER, DEMO_NAGAD_NUMBER, toAppConfig } from './app-config.ts';
import { loadEnv } from './env.ts';

const configOf = (env: Record<string, string>) => toAppConfig(loadEnv(env), 'k'.repeat(64), 3000).payments;

describe('payments configuration', () => {
  it('gives a laptop made-up bKash/Nagad numbers, marked as demo, and the sweep defaults', () => {
    expect(configOf({ NODE_ENV: 'development' })).toMatchObject({
      demo: true,
      bkashNumber: DEMO_BKASH_NUMBER,
      nagadNumber: DEMO_NAGAD_NUMBER,
      manualDemoNumbers: true,
      reconcileSeconds: 60,
      expireMinutes: 60,
    });
  });

  it('uses configured numbers as they are, and only those', () => {
    expect(configOf({ NODE_ENV: 'development', PAYMENTS_BKASH_NUMBER: '01711-223344' })).toMatchObject({
      bkashNumber: '01711-223344',
      nagadNumber: undefined,
      manualDemoNumbers: false,
    });
  });

  it('offers no made-up number and no demo gateway in production', () => {
    const payments = configOf({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(64) });
    expect(payments).toMatchObject({ demo: false, manualDemoNumbers: false });
    expect(payments?.bkashNumber).toBeUndefined();
    expect(payments?.nagadNumber).toBeUndefined();
  });

  it('refuses a sweep interval or expiry that makes no sense', () => {
    expect(() => loadEnv({ PAYMENTS_EXPIRE_MINUTES: '1' })).toThrow(/PAYMENTS_EXPIRE_MINUTES/);
    expect(() => loadEnv({ PAYMENTS_RECONCILE_SECONDS: '-5' })).toThrow(/PAYMENTS_RECONCILE_SECONDS/);
  });
});
