import { describe, expect, it } from 'vitest';
import { CODE_FORMATS } from '../../src/domain/discounts/enums.ts';
import { decodePng, rasteriseSvg, readCode } from '../../tests/support/barcodes.ts';
import { codeImage } from './image.ts';

/** Each image the server draws reads back to the code it carries (decision 082). */
describe('promo code images', () => {
  for (const format of CODE_FORMATS) {
    for (const code of ['Sale_10', 'TET2027', 'a_b_C_9']) {
      it(`${format} as PNG and SVG carries ${code}`, async () => {
        const png = await codeImage(code, format, 'png');
        expect(png.contentType).toBe('image/png');
        expect(readCode(decodePng(png.body as Buffer), format)).toBe(code);
        const svg = await codeImage(code, format, 'svg');
        expect(svg.contentType).toBe('image/svg+xml');
        expect(readCode(rasteriseSvg(svg.body as string), format)).toBe(code);
      });
    }
  }
  it('a different code reads differently (the reader is not fooled by a constant)', async () => {
    const png = await codeImage('OTHER_1', 'code128', 'png');
    expect(readCode(decodePng(png.body as Buffer), 'code128')).not.toBe('Sale_10');
  });
});
