import { describe, expect, it } from 'vitest';
import { acceptedExtension, MB, maxBytesFor, refusal, shortenFileName, type Inspected } from './rules.ts';
import { imageSize, sniff } from './sniff.ts';
import { gif, jpeg, mp4, png, text } from '../../../tests/support/fixtures/files.ts';

const inspect = (bytes: Uint8Array, size = bytes.length): Inspected => ({ size, kind: sniff(bytes), image: imageSize(bytes) });

describe('upload rules (spec 1 §5)', () => {
  it('general: 2 MB for jpeg/png/csv, 20 MB gif, 50 MB mp4; nothing else', () => {
    expect(maxBytesFor('general', 'a.JPG')).toBe(2 * MB);
    expect(maxBytesFor('general', 'a.csv')).toBe(2 * MB);
    expect(maxBytesFor('general', 'a.gif')).toBe(20 * MB);
    expect(maxBytesFor('general', 'clip.mp4')).toBe(50 * MB);
    expect(maxBytesFor('general', 'a.pdf')).toBeNull();
  });

  it('attachment: the fourteen types at 15 MB', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'pdf', 'txt', 'xls', 'xlsx', 'json', 'csv', 'zip', 'rar']) {
      expect(maxBytesFor('attachment', `x.${ext}`)).toBe(15 * MB);
    }
    expect(acceptedExtension('attachment', 'x.exe')).toBeNull();
    expect(acceptedExtension('attachment', 'noext')).toBeNull();
  });

  it('csv upload takes only .csv, and its bytes must be text', () => {
    expect(acceptedExtension('csv', 'x.xlsx')).toBeNull();
    expect(refusal('csv', 'rows.csv', inspect(text('a,b\n1,2\n')))).toBeNull();
    expect(refusal('csv', 'rows.csv', inspect(png(1, 1)))).toBe('content');
  });

  it('profile photo: jpg/jpeg/png strictly under 2 MB', () => {
    expect(refusal('profile_photo', 'me.png', inspect(png(10, 10), 2 * MB - 1))).toBeNull();
    expect(refusal('profile_photo', 'me.png', inspect(png(10, 10), 2 * MB))).toBe('too_large');
    expect(refusal('profile_photo', 'me.gif', inspect(gif(10, 10)))).toBe('extension');
  });

  it('avatar: 256×256 to 2048×2048 inclusive, gif allowed', () => {
    expect(refusal('avatar', 'a.png', inspect(png(256, 256)))).toBeNull();
    expect(refusal('avatar', 'a.jpg', inspect(jpeg(2048, 2048)))).toBeNull();
    expect(refusal('avatar', 'a.gif', inspect(gif(300, 400)))).toBeNull();
    expect(refusal('avatar', 'a.png', inspect(png(255, 300)))).toBe('dimensions');
    expect(refusal('avatar', 'a.jpg', inspect(jpeg(300, 2049)))).toBe('dimensions');
  });

  it('refuses empty files and files whose bytes disagree with their extension', () => {
    expect(refusal('general', 'a.png', { size: 0, kind: null, image: null })).toBe('empty');
    expect(refusal('general', 'a.png', inspect(text('not a picture')))).toBe('content');
    expect(refusal('general', 'a.jpeg', inspect(png(1, 1)))).toBe('content');
    expect(refusal('general', 'a.mp4', inspect(mp4(100)))).toBeNull();
  });
});

describe('shortenFileName', () => {
  it('keeps names whose stem has at most 25 characters', () => {
    expect(shortenFileName('short.png')).toBe('short.png');
    expect(shortenFileName('a'.repeat(25) + '.png')).toBe('a'.repeat(25) + '.png');
  });
  it('cuts longer stems to 25 characters, an ellipsis and the extension', () => {
    expect(shortenFileName('quarterly-conversions-report-2024.csv')).toBe('quarterly-conversions-rep….csv');
    expect(shortenFileName('x'.repeat(40))).toBe('x'.repeat(25) + '…');
  });
  it('never splits a character made of several code units', () => {
    const name = '😀'.repeat(30) + '.jpg';
    expect(shortenFileName(name)).toBe('😀'.repeat(25) + '….jpg');
  });
});
