import type { RenderOptions } from 'bwip-js/node';
import type { CodeFormat, ImageType } from '../../src/domain/discounts/enums.ts';

/**
 * A promo code's image (spec 2 §3 "code types: QR, bar (CODE128, CODE39)"; decision 082), drawn by
 * bwip-js on the server so the browser downloads a file and its 2 MB encoder stays out of the app's
 * bundle. CODE39 is drawn in its full-ASCII form (code39ext): plain CODE39 has no lower case and no
 * underscore, which promo codes allow. The code is printed under a bar code, not under a QR.
 */
const BCID: Record<CodeFormat, string> = { qr: 'qrcode', code128: 'code128', code39: 'code39ext' };

function options(code: string, format: CodeFormat): RenderOptions {
  return format === 'qr'
    ? { bcid: BCID.qr, text: code, scale: 6, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' }
    : {
        bcid: BCID[format],
        text: code,
        scale: 3,
        height: 14,
        includetext: true,
        paddingwidth: 10,
        paddingheight: 6,
        backgroundcolor: 'FFFFFF',
      };
}

export async function codeImage(
  code: string,
  format: CodeFormat,
  type: ImageType,
): Promise<{ body: Buffer | string; contentType: string }> {
  // loaded on the first image: its encoder is 2 MB of source the idle server need not hold (decision 108)
  const { default: bwipjs } = await import('bwip-js/node');
  if (type === 'svg') return { body: bwipjs.toSVG(options(code, format)), contentType: 'image/svg+xml' };
  return { body: await bwipjs.toBuffer(options(code, format)), contentType: 'image/png' };
}
