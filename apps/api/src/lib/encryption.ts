import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets kept at rest (two-factor keys; decision 061): AES-256-GCM with a key derived from APP_KEY
 * by HKDF-SHA256, one key per purpose, so a key for one use never decrypts another's. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. Changing APP_KEY makes them unreadable, as it already
 * makes signed cookies invalid.
 */

const VERSION = 'v1';

function keyFor(appKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'haat-encryption', purpose, 32));
}

export function encryptSecret(appKey: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appKey, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or undefined when `stored` was not made by `encryptSecret` with this key and purpose. */
export function decryptSecret(appKey: string, purpose: string, stored: string): string | undefined {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appKey, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/**
 * Files kept at rest (identity documents, decision 062): the same AES-256-GCM with a key per
 * purpose, as bytes: 1 version byte, 12 bytes of IV, 16 of tag, then the ciphertext.
 */
export function encryptBytes(appKey: string, purpose: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appKey, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext bytes, or undefined when `stored` was not made by `encryptBytes` with this key and purpose. */
export function decryptBytes(appKey: string, purpose: string, stored: Buffer): Buffer | undefined {
  if (stored.length < 29 || stored[0] !== 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appKey, purpose), stored.subarray(1, 13));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(stored.subarray(13, 29));
    return Buffer.concat([decipher.update(stored.subarray(29)), decipher.final()]);
  } catch {
    return undefined;
  }
}
