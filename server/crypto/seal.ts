import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Credentials the server must send on later (the product API sync's API key or bearer token,
 * decision 084) are stored sealed: AES-256-GCM under a key derived from the config's data key,
 * a fresh 12-byte IV per value, and `purpose` bound in as associated data so a value sealed for
 * one use cannot be opened as another. Stored as base64 of iv ‖ tag ‖ ciphertext.
 */
const keyOf = (dataKey: string): Buffer => createHash('sha256').update(`brand-console data key\0${dataKey}`).digest();

export function seal(dataKey: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataKey), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain value, or null when the key or purpose differ or the value was tampered with. */
export function unseal(dataKey: string, purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(dataKey), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
