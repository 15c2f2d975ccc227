import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CsvRecords, csvRecords, MalformedFile, xlsxRecords, type FileRecord } from './import-read.ts';

const all = async (g: AsyncGenerator<FileRecord>) => {
  const out: FileRecord[] = [];
  for await (const r of g) out.push(r);
  return out;
};

describe('reading a product CSV as it streams', () => {
  it('quotes, doubled quotes, CRLF or LF, a BOM, and line numbers that count the lines inside quotes', async () => {
    const text = '\uFEFFsku,name\r\nA-1,"Shirt, linen"\n"B-2","He said ""hi""\nand left"\r\nC-3,plain\n';
    const records = await all(csvRecords(Readable.from([Buffer.from(text)]), () => undefined));
    expect(records).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A-1', 'Shirt, linen'] },
      { line: 3, cells: ['B-2', 'He said "hi"\nand left'] },
      { line: 5, cells: ['C-3', 'plain'] },
    ]);
  });

  it('gives the same records whatever the chunk boundaries (a quote, a CR LF or a character split across chunks)', async () => {
    const text = 'sku,name\r\n"Q-1","a ""b"" c"\r\nÉ-2,Ấm trà\r\n';
    const bytes = Buffer.from(text);
    const whole = await all(csvRecords(Readable.from([bytes]), () => undefined));
    for (let cut = 1; cut < bytes.length; cut++) {
      const split = await all(csvRecords(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]), () => undefined));
      expect(split, `cut at ${cut}`).toEqual(whole);
    }
  });

  it('refuses an unclosed quote', () => {
    const p = new CsvRecords();
    p.push('sku\n"open', []);
    expect(() => p.end([])).toThrow(MalformedFile);
  });
});

describe('reading a product XLSX as it streams', () => {
  it('reads the first worksheet with its row numbers, numbers as written', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(['sku', 'original_price']);
    sheet.addRow(['A-1', 12.5]);
    sheet.addRow(['B-2', '7']);
    book.addWorksheet('Other').addRow(['ignored']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const records = await all(xlsxRecords(Readable.from([bytes]), () => undefined));
    expect(records).toEqual([
      { line: 1, cells: ['sku', 'original_price'] },
      { line: 2, cells: ['A-1', '12.5'] },
      { line: 3, cells: ['B-2', '7'] },
    ]);
  });
});
