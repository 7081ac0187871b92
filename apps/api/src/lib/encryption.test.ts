import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './encryption.ts';

const KEY = 'base64:dGhpcyBpcyBhIHRlc3Qga2V5IGZvciBlbmNyeXB0aW9uISE=';

describe('secrets encrypted at rest', () => {
  it('reads back what it wrote, and never the same text twice', () => {
    const one = encryptSecret(KEY, 'two-factor', 'JBSWY3DPEHPK3PXP');
    const two = encryptSecret(KEY, 'two-factor', 'JBSWY3DPEHPK3PXP');
    expect(one).not.toBe(two);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(KEY, 'two-factor', one)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another purpose and any changed byte', () => {
    const stored = encryptSecret(KEY, 'two-factor', 'secret');
    expect(decryptSecret(`${KEY}x`, 'two-factor', stored)).toBeUndefined();
    expect(decryptSecret(KEY, 'connector-token', stored)).toBeUndefined();
    const parts = stored.split('.');
    const last = parts[3] ?? '';
    parts[3] = `${last.slice(0, -1)}${last.endsWith('A') ? 'B' : 'A'}`;
    expect(decryptSecret(KEY, 'two-factor', parts.join('.'))).toBeUndefined();
    expect(decryptSecret(KEY, 'two-factor', 'not.encrypted')).toBeUndefined();
  });
});
