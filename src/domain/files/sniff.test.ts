import { describe, expect, it } from 'vitest';
import { imageSize, isUtf8Text, sniff } from './sniff.ts';
import { gif, jpeg, mp4, ole, pdf, png, rar, text, zip } from '../../../tests/support/fixtures/files.ts';

describe('sniff', () => {
  it.each([
    ['png', png(1, 1)],
    ['jpeg', jpeg(1, 1)],
    ['gif', gif(1, 1)],
    ['mp4', mp4()],
    ['pdf', pdf()],
    ['ole', ole()],
    ['zip', zip()],
    ['rar', rar()],
    ['text', text('name,email\nÂn,an@example.vn\n')],
  ])('recognises %s', (kind, bytes) => {
    expect(sniff(bytes)).toBe(kind);
  });

  it('refuses binary noise, NUL bytes, broken UTF-8 and empty input', () => {
    expect(sniff(Uint8Array.from([0x00, 0x01, 0x02, 0x03]))).toBeNull();
    expect(sniff(Uint8Array.from([0x61, 0x00, 0x62]))).toBeNull();
    expect(sniff(Uint8Array.from([0x61, 0xc3, 0x28]))).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
  });

  it('a QuickTime movie is not an mp4', () => {
    const mov = mp4();
    mov.set(
      Array.from('qt  ', (c) => c.charCodeAt(0)),
      8,
    );
    expect(sniff(mov)).not.toBe('mp4');
  });

  it('a prefix cut inside a multi-byte character is still text when marked truncated', () => {
    const bytes = text('Tiếng Việ');
    const cut = bytes.subarray(0, bytes.length - 1); // 'ệ' is 3 bytes: cut its last byte
    expect(isUtf8Text(cut)).toBe(false);
    expect(isUtf8Text(cut, true)).toBe(true);
    expect(isUtf8Text(Uint8Array.from([0x61, 0xff]), true)).toBe(false);
  });
});

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG dimensions from their headers', () => {
    expect(imageSize(png(300, 2048))).toEqual({ width: 300, height: 2048 });
    expect(imageSize(gif(256, 257))).toEqual({ width: 256, height: 257 });
    expect(imageSize(jpeg(1920, 1080))).toEqual({ width: 1920, height: 1080 });
  });

  it('answers null for other files and for headers cut short', () => {
    expect(imageSize(pdf())).toBeNull();
    expect(imageSize(png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(jpeg(10, 10).subarray(0, 100))).toBeNull();
  });
});
