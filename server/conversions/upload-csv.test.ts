import { describe, expect, it } from 'vitest';
import { checkRows, type Facts } from './upload-check.ts';
import { mapHeader, parseCsv, readUpload, type UploadRow } from './upload-csv.ts';

/** the rows of a file the test expects to be readable */
function rowsOf(text: string): UploadRow[] {
  const read = readUpload(text);
  if (!read.ok) throw new Error(`unreadable: ${read.why}`);
  return read.rows;
}

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });
  it('keeps a last line without a newline, and refuses an unclosed quote', () => {
    expect(parseCsv('a\nb')).toEqual([['a'], ['b']]);
    expect(parseCsv('a\n"b')).toBeNull();
  });
});

describe('header', () => {
  it('takes our names and the conversions export titles in English and Vietnamese; message is the reason', () => {
    expect(mapHeader(['Conversion ID', 'Offer', 'Status', 'Message'])).toEqual(['conversion_id', null, 'status', 'reason']);
    expect(mapHeader(['Mã chuyển đổi', 'Trạng thái', 'reason', 'Thông điệp'])).toEqual(['conversion_id', 'status', 'reason', null]);
    expect(mapHeader(['transaction_id', 'offer_id', 'status'])).toEqual(['transaction_id', 'offer_id', 'status']);
  });
  it('needs a status and a way to find the conversion', () => {
    expect(readUpload('conversion_id,status\nx,approved')).toMatchObject({ ok: true });
    expect(readUpload('transaction_id,offer_id,status\nT,1,approved')).toMatchObject({ ok: true });
    expect(readUpload('transaction_id,status\nT,approved')).toEqual({ ok: false, why: 'header' });
    expect(readUpload('conversion_id,reason\nx,y')).toEqual({ ok: false, why: 'header' });
  });
  it('skips blank lines but keeps line numbers; counts rows against the maximum', () => {
    const read = readUpload('conversion_id,status\n\nA,approved\n,\nB,rejected\n');
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 3, cells: { conversion_id: 'A', status: 'approved' } },
        { line: 5, cells: { conversion_id: 'B', status: 'rejected' } },
      ],
    });
    expect(readUpload('conversion_id,status\nA,approved\nB,approved\n', 1)).toEqual({ ok: false, why: 'too_many_rows' });
    expect(readUpload('conversion_id,status\n')).toEqual({ ok: false, why: 'empty' });
  });
});

describe('checkRows', () => {
  const U = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const fact = (n: number, over: Partial<Facts> = {}): Facts => ({
    id: n,
    uuid: U(n),
    transaction_id: `T${n}`,
    offer_id: 1,
    status: 'pending',
    locked: false,
    partner_blocked: false,
    ...over,
  });
  const rows = (...lines: string[]) => rowsOf(`conversion_id,status,reason\n${lines.join('\n')}`);

  it('plans the changes the status chart allows and counts rows already in their status', () => {
    const result = checkRows(rows(`${U(1)},Approved,`, `${U(2)},rejected, Refund `, `${U(3)},approved,`, `${U(4)},pending,`), [
      fact(1),
      fact(2),
      fact(3, { status: 'approved' }),
      fact(4),
    ]);
    expect(result).toEqual({
      errors: [],
      unchanged: 2,
      errorRows: 0,
      changes: [
        { line: 2, conversionId: 1, action: 'approve', reason: '' },
        { line: 3, conversionId: 2, action: 'reject', reason: 'Refund' },
      ],
    });
  });

  it('answers each refusal with its code: chart, lock, blocked partner, reason, duplicates', () => {
    const result = checkRows(
      rows(`${U(1)},organic,`, `${U(2)},approved,`, `${U(3)},approved,`, `${U(4)},rejected,`, `${U(4)},approved,`, `${U(5)},pending,`),
      [
        fact(1, { status: 'rejected' }),
        fact(2, { locked: true }),
        fact(3, { partner_blocked: true }),
        fact(4),
        fact(5, { status: 'approved' }),
      ],
    );
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'not_allowed'],
      [3, 'locked'],
      [4, 'partner_blocked'],
      [5, 'reason_required'],
      [6, 'duplicate'],
      [7, 'not_allowed'],
    ]);
    expect(result.changes).toEqual([]);
    expect(result.errorRows).toBe(6);
  });

  it('transaction id + offer id: one match, none, or several (ambiguous)', () => {
    const read = rowsOf('transaction_id,offer_id,status\nT1,1,approved\nT2,1,approved\nT9,1,approved\n');
    const result = checkRows(read, [fact(1), fact(2), fact(3, { transaction_id: 'T2' })]);
    expect(result.changes.map((c) => c.conversionId)).toEqual([1]);
    expect(result.errors.map((e) => [e.row, e.code])).toEqual([
      [3, 'ambiguous'],
      [4, 'unknown'],
    ]);
  });
});
