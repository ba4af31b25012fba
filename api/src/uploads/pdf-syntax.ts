// A strict reader of PDF's object syntax (ISO 32000-1, 7.2 and 7.3): whitespace, comments, and the values a file is
// made of (dictionaries, arrays, names, numbers, strings, references). It reads exactly what the syntax allows and
// throws PdfSyntaxError at anything else, instead of skipping it as lenient readers do, so that pdf-check.ts can say
// where every byte of an upload belongs. It keeps only what the checks need: no string's contents, and names
// decoded (`/J#53` is `/JS`), because a viewer decodes them too.

export class PdfSyntaxError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} at byte ${offset}`);
    this.name = 'PdfSyntaxError';
  }
}

export type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'ref'; objectNumber: number; generation: number }
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'null' };

/** Told of every name read and every dictionary entry, as they are read (the checks need no copy of the file). */
export interface PdfSyntaxObserver {
  onName(name: string): void;
  onEntry(key: string, value: PdfValue): void;
}

/** Deeper than any producer nests (a page tree is flattened into /Kids arrays); deeper is a stack-exhaustion attempt. */
const MAX_NESTING = 64;
/** Values one indirect object may hold: a huge array is the only thing that comes near it in a real file. */
const MAX_VALUES_PER_OBJECT = 1_000_000;

const WHITESPACE = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITESPACE[byte] = 1;
const DELIMITER = new Uint8Array(256);
for (const byte of Buffer.from('()<>[]{}/%', 'latin1')) DELIMITER[byte] = 1;

const CR = 0x0d;
const LF = 0x0a;

export const isPdfWhitespace = (byte: number | undefined): boolean => byte !== undefined && WHITESPACE[byte] === 1;
const isRegular = (byte: number | undefined): boolean => byte !== undefined && WHITESPACE[byte] === 0 && DELIMITER[byte] === 0;
const isDigit = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1;
};

export class PdfReader {
  offset: number;
  private valuesInObject = 0;

  constructor(
    readonly bytes: Uint8Array,
    start: number,
    private readonly observer: PdfSyntaxObserver,
  ) {
    this.offset = start;
  }

  atEnd(): boolean {
    return this.offset >= this.bytes.length;
  }

  peek(ahead = 0): number | undefined {
    return this.bytes[this.offset + ahead];
  }

  fail(message: string): never {
    throw new PdfSyntaxError(message, this.offset);
  }

  skipWhitespace(): void {
    while (isPdfWhitespace(this.peek())) this.offset += 1;
  }

  /** The comment starting here, without its end of line, as latin1; the reader is left at the end of the line. */
  readComment(): string {
    const start = this.offset;
    while (!this.atEnd() && this.peek() !== CR && this.peek() !== LF) this.offset += 1;
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, this.offset - start).toString('latin1');
  }

  /** Inside an object, comments are whitespace (7.2.4). */
  skipWhitespaceAndComments(): void {
    for (;;) {
      this.skipWhitespace();
      if (this.peek() !== 0x25) return;
      this.readComment();
    }
  }

  /** Skips one end-of-line marker (CR LF, LF, or CR) when one is here. */
  skipEndOfLine(): void {
    if (this.peek() === CR) this.offset += 1;
    if (this.peek() === LF) this.offset += 1;
  }

  /** True when the regular characters here are exactly `word` (not a longer word); the reader moves past it. */
  readKeyword(word: string): boolean {
    for (let i = 0; i < word.length; i += 1) if (this.peek(i) !== word.charCodeAt(i)) return false;
    if (isRegular(this.peek(word.length))) return false;
    this.offset += word.length;
    return true;
  }

  /** An unsigned integer written in digits, or undefined (the reader does not move) when none is here. */
  readUnsignedInteger(): number | undefined {
    const start = this.offset;
    while (isDigit(this.peek())) this.offset += 1;
    if (this.offset === start || this.offset - start > 15 || isRegular(this.peek())) {
      this.offset = start;
      return undefined;
    }
    return Number(Buffer.from(this.bytes.subarray(start, this.offset)).toString('latin1'));
  }

  /** Starts counting the values of a new indirect object against MAX_VALUES_PER_OBJECT. */
  startObject(): void {
    this.valuesInObject = 0;
  }

  readValue(depth = 0): PdfValue {
    if (depth > MAX_NESTING) this.fail('objects nested too deep');
    this.valuesInObject += 1;
    if (this.valuesInObject > MAX_VALUES_PER_OBJECT) this.fail('too many values in one object');
    this.skipWhitespaceAndComments();
    const byte = this.peek();
    if (byte === undefined) this.fail('file ends inside an object');
    if (byte === 0x3c && this.peek(1) === 0x3c) return this.readDictionary(depth);
    if (byte === 0x3c) return this.readHexString();
    if (byte === 0x28) return this.readLiteralString();
    if (byte === 0x2f) {
      const name = this.readName();
      return { kind: 'name', name };
    }
    if (byte === 0x5b) return this.readArray(depth);
    if (isDigit(byte) || byte === 0x2b || byte === 0x2d || byte === 0x2e) return this.readNumberOrReference();
    if (this.readKeyword('true') || this.readKeyword('false')) return { kind: 'boolean' };
    if (this.readKeyword('null')) return { kind: 'null' };
    return this.fail('not a PDF value');
  }

  private readDictionary(depth: number): PdfValue {
    this.offset += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipWhitespaceAndComments();
      if (this.peek() === 0x3e && this.peek(1) === 0x3e) {
        this.offset += 2;
        return { kind: 'dict', entries };
      }
      if (this.peek() !== 0x2f) this.fail('a dictionary key must be a name');
      const key = this.readName();
      const value = this.readValue(depth + 1);
      entries.set(key, value);
      this.observer.onEntry(key, value);
    }
  }

  private readArray(depth: number): PdfValue {
    this.offset += 1;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipWhitespaceAndComments();
      if (this.peek() === 0x5d) {
        this.offset += 1;
        return { kind: 'array', items };
      }
      items.push(this.readValue(depth + 1));
    }
  }

  /** A name with its #xx escapes decoded, as latin1 (names are compared byte for byte). */
  private readName(): string {
    this.offset += 1;
    const decoded: number[] = [];
    while (isRegular(this.peek())) {
      const byte = this.peek()!;
      const high = hexValue(this.peek(1));
      const low = hexValue(this.peek(2));
      if (byte === 0x23 && high >= 0 && low >= 0) {
        decoded.push(high * 16 + low);
        this.offset += 3;
      } else {
        decoded.push(byte);
        this.offset += 1;
      }
    }
    const name = Buffer.from(decoded).toString('latin1');
    this.observer.onName(name);
    return name;
  }

  private readHexString(): PdfValue {
    this.offset += 1;
    for (;;) {
      const byte = this.peek();
      if (byte === undefined) this.fail('unterminated hexadecimal string');
      this.offset += 1;
      if (byte === 0x3e) return { kind: 'string' };
      if (hexValue(byte) < 0 && !isPdfWhitespace(byte)) this.fail('not a hexadecimal digit');
    }
  }

  private readLiteralString(): PdfValue {
    this.offset += 1;
    let open = 1;
    while (open > 0) {
      const byte = this.peek();
      if (byte === undefined) this.fail('unterminated string');
      this.offset += 1;
      // a backslash escapes the next byte, parentheses included
      if (byte === 0x5c) this.offset += 1;
      else if (byte === 0x28) open += 1;
      else if (byte === 0x29) open -= 1;
    }
    return { kind: 'string' };
  }

  private readNumber(): { value: number; integer: boolean } {
    const start = this.offset;
    if (this.peek() === 0x2b || this.peek() === 0x2d) this.offset += 1;
    let digits = 0;
    let dots = 0;
    while (isDigit(this.peek()) || this.peek() === 0x2e) {
      if (this.peek() === 0x2e) dots += 1;
      else digits += 1;
      this.offset += 1;
    }
    if (digits === 0 || dots > 1 || isRegular(this.peek())) {
      this.offset = start;
      this.fail('not a number');
    }
    const text = Buffer.from(this.bytes.subarray(start, this.offset)).toString('latin1');
    return { value: Number(text), integer: dots === 0 };
  }

  /** `12`, `-3.5`, or the reference `12 0 R`: two unsigned integers and R. */
  private readNumberOrReference(): PdfValue {
    const start = this.offset;
    const first = this.readNumber();
    const plain: PdfValue = { kind: 'number', ...first };
    if (!first.integer || !isDigit(this.bytes[start])) return plain;
    const afterFirst = this.offset;
    this.skipWhitespaceAndComments();
    const generation = this.readUnsignedInteger();
    if (generation !== undefined) {
      this.skipWhitespaceAndComments();
      if (this.readKeyword('R')) return { kind: 'ref', objectNumber: first.value, generation };
    }
    this.offset = afterFirst;
    return plain;
  }
}

/** The value under `key` when the value is a dictionary, else undefined. */
export function readEntry(value: PdfValue | undefined, key: string): PdfValue | undefined {
  return value?.kind === 'dict' ? value.entries.get(key) : undefined;
}

/** The name under `key`, if that entry is a name. */
export function readNameEntry(value: PdfValue | undefined, key: string): string | undefined {
  const entry = readEntry(value, key);
  return entry?.kind === 'name' ? entry.name : undefined;
}

/** The integer under `key`, if that entry is a non-negative integer written directly. */
export function readIntegerEntry(value: PdfValue | undefined, key: string): number | undefined {
  const entry = readEntry(value, key);
  return entry?.kind === 'number' && entry.integer && entry.value >= 0 ? entry.value : undefined;
}
