import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.ts';

describe('sealed credentials', () => {
  it('opens with the same key and purpose only, and never stores the plain value', () => {
    const sealed = seal('key-one-key-one-key-one-key-one-00', 'product_sync', 'sk_live_abcd1234');
    expect(sealed).not.toContain('sk_live');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('abcd1234');
    expect(unseal('key-one-key-one-key-one-key-one-00', 'product_sync', sealed)).toBe('sk_live_abcd1234');
    expect(unseal('key-two-key-two-key-two-key-two-00', 'product_sync', sealed)).toBeNull();
    expect(unseal('key-one-key-one-key-one-key-one-00', 'webhook', sealed)).toBeNull();
  });

  it('uses a fresh IV each time and refuses a tampered value', () => {
    const a = seal('k'.repeat(32), 'p', 'same');
    const b = seal('k'.repeat(32), 'p', 'same');
    expect(a).not.toBe(b);
    const raw = Buffer.from(a, 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(unseal('k'.repeat(32), 'p', raw.toString('base64'))).toBeNull();
  });
});
