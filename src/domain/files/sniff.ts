/**
 * What a file really is, from its bytes (magic numbers), and image dimensions from the header.
 * Pure code on Uint8Array so the browser can pre-check and the server decides; no native deps.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'mp4' | 'pdf' | 'zip' | 'rar' | 'ole' | 'text';

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

const SIGNATURES: [Exclude<FileKind, 'text' | 'mp4'>, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['pdf', ascii('%PDF-')],
  // local file header, or the end record of an empty archive
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  // RAR 4 (…07 00) and RAR 5 (…07 01 00) share this prefix
  ['rar', [...ascii('Rar!'), 0x1a, 0x07]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

/**
 * The kind of `bytes` (the head of a file; the whole file for text), or null when it is none we
 * accept. Text means valid UTF-8 without NUL bytes (csv, txt, json). `truncated`: `bytes` is only a
 * prefix, so a multi-byte character cut at the end is not an error.
 */
export function sniff(bytes: Uint8Array, opts: { truncated?: boolean } = {}): FileKind | null {
  for (const [kind, magic] of SIGNATURES) if (startsWith(bytes, magic)) return kind;
  // ISO base media: a first box of type 'ftyp'. QuickTime ('qt  ' brand) is not mp4.
  if (startsWith(bytes, ascii('ftyp'), 4) && !startsWith(bytes, ascii('qt  '), 8)) return 'mp4';
  return isUtf8Text(bytes, opts.truncated ?? false) ? 'text' : null;
}

/** Valid UTF-8 (an optional BOM allowed) with no NUL byte; empty input is not text. */
export function isUtf8Text(bytes: Uint8Array, truncated = false): boolean {
  if (bytes.length === 0) return false;
  if (bytes.includes(0)) return false;
  let end = bytes.length;
  if (truncated) {
    // Drop an incomplete trailing sequence: back up to its lead byte (at most 3 continuation bytes).
    let i = end - 1;
    while (i > 0 && end - i < 4 && (bytes[i]! & 0xc0) === 0x80) i--;
    const lead = bytes[i]!;
    // only real lead bytes (C2–F4) start a sequence; anything else is left for the decoder to refuse
    const need = lead > 0xf4 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 1;
    if (end - i < need) end = i;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

/** Width and height from a PNG, GIF or JPEG header; null for anything else or a broken header. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const kind = sniff(bytes.subarray(0, 16), { truncated: true });
  if (kind === 'png') {
    // IHDR must be the first chunk: length(4) 'IHDR'(4) width(4) height(4)
    if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (kind === 'gif') {
    if (bytes.length < 10) return null;
    return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (kind === 'jpeg') return jpegSize(bytes);
  return null;
}

/** Start-of-frame markers that carry the frame size (not DHT C4, JPG C8, DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // standalone markers carry no length
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (i + 9 > b.length) return null;
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}
