/**
 * Reads a few string fields of a MaxMind DB record without decoding the rest (format 2.0,
 * https://maxmind.github.io/MaxMind-DB/): building the GeoIP table visits ~700,000 records, and
 * decoding each whole (coordinates, postcode, time zone, eight strings) through mmdb-lib cost more
 * than the tree walk itself. Here a record's map is walked, the values of other keys skipped, and
 * each wanted field answers where its string lies (decoded by `text` only when needed).
 */
const POINTER = 1;
const UTF8 = 2;
const MAP = 7;
const ARRAY = 11;
const BOOLEAN = 14;
const POINTER_BASE = [0, 2048, 526336, 0];

export class FieldReader {
  /** scratch results of head(): the value's type, its size and where its payload starts */
  private type = 0;
  private size = 0;
  private at = 0;
  private readonly keys = new Map<number, string>();

  /** `dataStart`: where the data section begins (search tree size + 16); pointers count from there */
  private readonly db: Buffer;
  private readonly dataStart: number;
  constructor(db: Buffer, dataStart: number) {
    this.db = db;
    this.dataStart = dataStart;
  }

  /** Decodes the control byte(s) at `offset` into type / size / at (for a pointer: its target in `at`, `size` its length). */
  private head(offset: number): void {
    const db = this.db;
    const ctrl = db[offset]!;
    let type = ctrl >>> 5;
    let pos = offset + 1;
    if (type === POINTER) {
      const ss = (ctrl >>> 3) & 3;
      const v = ctrl & 7;
      let packed: number;
      if (ss === 0) packed = v * 256 + db[pos]!;
      else if (ss === 1) packed = v * 65536 + db.readUInt16BE(pos);
      else if (ss === 2) packed = v * 16777216 + db.readUIntBE(pos, 3);
      else packed = db.readUInt32BE(pos);
      this.type = POINTER;
      this.size = ss + 2; // the control byte and the pointer bytes
      this.at = this.dataStart + POINTER_BASE[ss]! + packed;
      return;
    }
    if (type === 0) type = 7 + db[pos++]!;
    let size = ctrl & 0x1f;
    if (size === 29) size = 29 + db[pos++]!;
    else if (size === 30) {
      size = 285 + db.readUInt16BE(pos);
      pos += 2;
    } else if (size === 31) {
      size = 65821 + db.readUIntBE(pos, 3);
      pos += 3;
    }
    this.type = type;
    this.size = size;
    this.at = pos;
  }

  /** The offset just past the value at `offset` (a pointer is only its own bytes). */
  private skip(offset: number): number {
    this.head(offset);
    const { type, size, at } = this;
    if (type === POINTER) return offset + size;
    if (type === MAP) {
      let o = at;
      for (let i = 0; i < size * 2; i++) o = this.skip(o);
      return o;
    }
    if (type === ARRAY) {
      let o = at;
      for (let i = 0; i < size; i++) o = this.skip(o);
      return o;
    }
    if (type === BOOLEAN) return at;
    return at + size;
  }

  /** Follows a pointer (pointers never point at pointers) and leaves the value's head in the scratch fields. */
  private resolve(offset: number): void {
    this.head(offset);
    if (this.type === POINTER) this.head(this.at);
  }

  /** the type head() or resolve() last read (a method, so the type checker does not narrow it across calls) */
  private kind(): number {
    return this.type;
  }

  private key(offset: number): string {
    this.resolve(offset);
    const start = this.at;
    let k = this.keys.get(start);
    if (k === undefined) this.keys.set(start, (k = this.type === UTF8 ? this.db.toString('utf8', start, start + this.size) : ''));
    return k;
  }

  /**
   * For each of `names`, the start and length of its string value in the record at `offset`
   * (`out[2i]`, `out[2i + 1]`), or −1 and 0 when the record has no such string field.
   */
  stringFields(offset: number, names: readonly string[], out: Int32Array): void {
    out.fill(-1);
    for (let i = 0; i < names.length; i++) out[2 * i + 1] = 0;
    this.resolve(offset);
    if (this.kind() !== MAP) return;
    let o = this.at;
    const pairs = this.size;
    for (let p = 0; p < pairs; p++) {
      const name = this.key(o);
      o = this.skip(o);
      const i = names.indexOf(name);
      if (i >= 0) {
        this.resolve(o);
        if (this.kind() === UTF8) {
          out[2 * i] = this.at;
          out[2 * i + 1] = this.size;
        }
      }
      o = this.skip(o);
    }
  }

  text(start: number, length: number): string {
    return start < 0 ? '' : this.db.toString('utf8', start, start + length);
  }
}
