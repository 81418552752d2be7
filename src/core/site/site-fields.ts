import { codePointLength, normalizeName } from '../validation/normalize-name';
import { safeHttpUrl } from '../validation/safe-values';
import type { WithItemId } from './list-item-id';
import { itemIdFor } from './list-item-id';

/** Every problem is a code keyed by the field's path (e.g. 'items.2.price'); the UI words it. */
export type SiteErrorCode =
  | 'required'
  | 'invalid'
  | 'too-long'
  | 'too-many'
  | 'unsafe-url'
  | 'invalid-color'
  | 'invalid-font'
  | 'invalid-video'
  | 'invalid-date'
  | 'invalid-time'
  | 'invalid-price'
  | 'invalid-currency'
  | 'wrong-network'
  | 'invalid-phone'
  | 'invalid-email'
  | 'invalid-latitude'
  | 'invalid-longitude'
  | 'unknown-section';

export type SiteErrors = Readonly<Record<string, SiteErrorCode>>;

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The names' invisible characters (INVISIBLE_CHARACTERS), and tabs; newlines are kept.
// eslint-disable-next-line no-control-regex
const INVISIBLE_MULTILINE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u0000-\u0009\u000B-\u001F\u007F-\u009F]/gu;

/** Multi-line text: invisible and control characters out (newlines kept), NFC, trimmed. */
export function normalizeMultiline(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(INVISIBLE_MULTILINE, '').normalize('NFC').replace(/\n{3,}/g, '\n\n').trim();
}

// Hard cap before any normalisation, so a 10 MB string is refused without being scanned.
const RAW_TEXT_CAP_FACTOR = 4;

const IMAGE_PATH = /^\/[^/\s"'<>\\][^\s"'<>\\]*$/;

/**
 * An image reference the public site may show: a canonical http(s) URL (Storage download
 * URLs) or a path on the product's own origin (the default images), as the rules accept.
 */
export function safeImageRef(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > 2048) return null;
  if (IMAGE_PATH.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed);
}

export function safeHttpsUrl(value: unknown): string | null {
  const href = safeHttpUrl(value);
  return href !== null && href.startsWith('https://') ? href : null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (m === null) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Collects field-keyed errors while reading untrusted input into a known shape. */
export class FieldReader {
  constructor(
    private readonly prefix = '',
    // Children share one error map so that nested problems surface with their full path.
    readonly errors: Record<string, SiteErrorCode> = {},
    // Each list entry read, by the raw entry it came from; shared like the errors.
    private readonly sources: WeakMap<object, Readonly<Record<string, unknown>>> = new WeakMap(),
  ) {}

  /**
   * The raw entry a list entry of the value was read from. Readers may sort or drop entries, so
   * a second pass over the same input (the texts in other languages) finds each entry's input by
   * the entry itself rather than by its place.
   */
  sourceOf(entry: object): Readonly<Record<string, unknown>> | undefined {
    return this.sources.get(entry);
  }

  /** Lets a copy of a read entry (a later pass's output) be found by its input like the original. */
  sameSource(original: object, copy: object): void {
    const source = this.sources.get(original);
    if (source !== undefined) this.sources.set(copy, source);
  }

  at(path: string): string {
    return this.prefix === '' ? path : path === '' ? this.prefix : `${this.prefix}.${path}`;
  }

  child(path: string): FieldReader {
    return new FieldReader(this.at(path), this.errors, this.sources);
  }

  fail(path: string, code: SiteErrorCode): void {
    const key = this.at(path);
    if (!Object.hasOwn(this.errors, key)) this.errors[key] = code;
  }

  hasErrorsUnder(path: string): boolean {
    const key = this.at(path);
    return Object.keys(this.errors).some((k) => k === key || k.startsWith(`${key}.`));
  }

  /** One-line text: normalised like a name; '' when absent. */
  line(raw: unknown, path: string, max: number, required = false): string {
    return this.textOf(raw, path, max, required, normalizeName);
  }

  /** Multi-line plain text (descriptions, testimonials). */
  paragraph(raw: unknown, path: string, max: number, required = false): string {
    return this.textOf(raw, path, max, required, normalizeMultiline);
  }

  private textOf(raw: unknown, path: string, max: number, required: boolean, normalize: (s: string) => string): string {
    if (raw === undefined || raw === null) {
      if (required) this.fail(path, 'required');
      return '';
    }
    if (typeof raw !== 'string') {
      this.fail(path, 'invalid');
      return '';
    }
    if (raw.length > max * RAW_TEXT_CAP_FACTOR) {
      this.fail(path, 'too-long');
      return '';
    }
    const text = normalize(raw);
    if (codePointLength(text) > max) {
      this.fail(path, 'too-long');
      return '';
    }
    if (required && text.length === 0) this.fail(path, 'required');
    return text;
  }

  image(raw: unknown, path: string, required = false): string {
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.fail(path, 'required');
      return '';
    }
    const ref = safeImageRef(raw);
    if (ref === null) {
      this.fail(path, 'unsafe-url');
      return '';
    }
    return ref;
  }

  /** Up to `max` entries of a list; more is an error (and is cut, when only reading). */
  list(raw: unknown, path: string, max: number): readonly unknown[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.fail(path, 'invalid');
      return [];
    }
    if (raw.length > max) this.fail(path, 'too-many');
    return raw.slice(0, max);
  }

  /** Reads each entry with its own reader; entries with any problem are left out of the value. */
  /** Each entry keeps its stable id (see list-item-id.ts), first among its fields. */
  items<T extends object>(raw: unknown, path: string, max: number, read: (item: Readonly<Record<string, unknown>>, r: FieldReader) => T): WithItemId<T>[] {
    const out: WithItemId<T>[] = [];
    const taken = new Set<string>();
    this.list(raw, path, max).forEach((item, i) => {
      const itemPath = `${path}.${i}`;
      if (!isRecord(item)) {
        this.fail(itemPath, 'invalid');
        return;
      }
      const id = itemIdFor(item.id, i, taken);
      taken.add(id);
      const value: WithItemId<T> = { id, ...read(item, this.child(itemPath)) };
      this.sources.set(value, item);
      if (!this.hasErrorsUnder(itemPath)) out.push(value);
    });
    return out;
  }
}
