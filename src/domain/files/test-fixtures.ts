/**
 * Real byte fixtures for the file tests (unit and API): minimal but well-formed headers, built
 * here instead of checked-in binaries so each test states the dimensions it needs.
 */
const enc = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];

function crc32(bytes: number[]): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function pngChunk(type: string, data: number[]): number[] {
  const body = [...enc(type), ...data];
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** Appends zero bytes (inside a trailing comment/box where the format allows) up to `size`. */
function padTo(bytes: number[], size: number | undefined): Uint8Array {
  const out = new Uint8Array(Math.max(size ?? 0, bytes.length));
  out.set(bytes);
  return out;
}

export function png(width: number, height: number, size?: number): Uint8Array {
  const ihdr = pngChunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]);
  return padTo([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...pngChunk('IEND', [])], size);
}

export function gif(width: number, height: number, size?: number): Uint8Array {
  return padTo([...enc('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, 0x3b], size);
}

/** JFIF with an APP0 segment, a 2 KB EXIF-like APP1 (so the frame is not at a fixed offset), SOF0 and EOI. */
export function jpeg(width: number, height: number, size?: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...enc('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = [0xff, 0xe1, ...be16(2050), ...new Array<number>(2048).fill(0x41)];
  const sof0 = [0xff, 0xc0, ...be16(11), 8, ...be16(height), ...be16(width), 1, 1, 0x11, 0];
  return padTo([0xff, 0xd8, ...app0, ...app1, 0xff, 0xff, ...sof0, 0xff, 0xd9], size);
}

export function mp4(size?: number): Uint8Array {
  return padTo([...be32(24), ...enc('ftypisom'), ...be32(0x200), ...enc('isommp41')], size);
}

export function pdf(): Uint8Array {
  return Uint8Array.from(enc('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
}

export function ole(): Uint8Array {
  return padTo([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 512);
}

export function zip(): Uint8Array {
  return padTo([0x50, 0x4b, 0x05, 0x06], 22);
}

export function rar(): Uint8Array {
  return Uint8Array.from([...enc('Rar!'), 0x1a, 0x07, 0x01, 0x00, 0, 0, 0, 0]);
}

export function text(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}
