import { randomFillSync } from 'node:crypto';

/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random bits. The click and
 * conversion ids are unique-indexed; a random (v4) id puts every insert on a random page of that
 * index (cache misses, and a full-page image in the WAL for each page first touched after a
 * checkpoint), a time-ordered one appends to its right edge, and a postback's click lookup reads
 * recent, cached pages. 74 random bits still make an id unguessable, so a pixel cannot name
 * another visitor's click (decision 020, Performance). Randomness is drawn in blocks, like
 * crypto.randomUUID does.
 */
const POOL = 16 * 1024;
const pool = Buffer.alloc(POOL);
let at = POOL;
const id = Buffer.alloc(16);

export function uuid7(now = Date.now()): string {
  if (at + 10 > POOL) {
    randomFillSync(pool);
    at = 0;
  }
  id.writeUIntBE(now, 0, 6);
  pool.copy(id, 6, at, at + 10);
  at += 10;
  id[6] = 0x70 | (id[6]! & 0x0f);
  id[8] = 0x80 | (id[8]! & 0x3f);
  const h = id.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
