import { inflateSync } from 'node:zlib';
import {
  BarcodeFormat,
  BinaryBitmap,
  Code39Reader,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * Reads a promo code back from the image the server drew (decision 082): PNG files are decoded here
 * (8-bit RGBA or RGB, not interlaced: what bwip-js writes), SVG files are rasterised here (bars are
 * stroked vertical lines, QR modules filled right-angled outlines, as bwip-js draws them), and the
 * pixels go to ZXing. CODE39 is read in its full-ASCII mode, the one the server draws.
 */
export interface Gray {
  width: number;
  height: number;
  /** one luminance byte per pixel, row by row */
  pixels: Uint8ClampedArray;
}

export function decodePng(png: Buffer): Gray {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      colorType = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const bpp = colorType === 6 ? 4 : colorType === 2 ? 3 : colorType === 0 ? 1 : 0;
  if (!bpp) throw new Error(`PNG colour type ${colorType} not read here`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      if (add === undefined) throw new Error(`PNG filter ${filter}`);
      out[y * stride + x] = (line[x]! + add) & 0xff;
    }
  }
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b2, alpha] =
      bpp === 1
        ? [out[i]!, out[i]!, out[i]!, 255]
        : [out[i * bpp]!, out[i * bpp + 1]!, out[i * bpp + 2]!, bpp === 4 ? out[i * bpp + 3]! : 255];
    // transparent pixels read as white paper
    const lum = (r * 299 + g * 587 + b2 * 114) / 1000;
    pixels[i] = Math.round((lum * alpha + 255 * (255 - alpha)) / 255);
  }
  return { width, height, pixels };
}

/** Rasterises the bars and module outlines of a bwip-js SVG (text glyphs, drawn with curves, are skipped). */
export function rasteriseSvg(svg: string): Gray {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('no viewBox');
  const width = Math.ceil(Number(box[1]));
  const height = Math.ceil(Number(box[2]));
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const m of svg.matchAll(/<path([^>]*)d="([^"]+)"/g)) {
    const attrs = m[1]!;
    const d = m[2]!;
    if (/[QC]/.test(d)) continue;
    const stroke = /stroke-width="([\d.]+)"/.exec(attrs);
    if (stroke) {
      // vertical bars: "Mx y1Lx y2" stroked `w` wide, centred on x
      const w = Number(stroke[1]);
      for (const seg of d.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)) {
        const [x, y1, , y2] = seg.slice(1).map(Number) as [number, number, number, number];
        for (let y = Math.floor(Math.min(y1, y2)); y < Math.max(y1, y2); y++)
          for (let px = Math.round(x - w / 2); px < Math.round(x + w / 2); px++) pixels[y * width + px] = 0;
      }
      continue;
    }
    // filled right-angled outlines, non-zero winding: count the vertical edges left of each pixel centre
    const edges: { x: number; y0: number; y1: number; dir: number }[] = [];
    for (const sub of d.split('Z')) {
      const pts = [...sub.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])] as const);
      for (let i = 0; i < pts.length; i++) {
        const [ax, ay] = pts[i]!;
        const [bx, by] = pts[(i + 1) % pts.length]!;
        if (ax === bx && ay !== by) edges.push({ x: ax, y0: Math.min(ay, by), y1: Math.max(ay, by), dir: by > ay ? 1 : -1 });
      }
    }
    for (let y = 0; y < height; y++) {
      const cy = y + 0.5;
      const crossing = edges.filter((e) => e.y0 <= cy && cy < e.y1).sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let i = 0; i < crossing.length - 1; i++) {
        winding += crossing[i]!.dir;
        if (winding !== 0) for (let x = Math.round(crossing[i]!.x); x < Math.round(crossing[i + 1]!.x); x++) pixels[y * width + x] = 0;
      }
    }
  }
  return { width, height, pixels };
}

/** The text a QR, CODE128 or full-ASCII CODE39 image carries. */
export function readCode(image: Gray, format: 'qr' | 'code128' | 'code39'): string {
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(image.pixels, image.width, image.height)));
  if (format === 'code39') return new Code39Reader(false, true).decode(bitmap).getText();
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format === 'qr' ? BarcodeFormat.QR_CODE : BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
    // the images are drawn, not photographed: read the modules straight off the grid
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  return reader.decode(bitmap, hints).getText();
}
