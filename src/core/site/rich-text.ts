import { safeHttpUrl } from '../validation/safe-values';

/*
 * Rich text is stored as a small structured document, never as HTML. The public-site renderer
 * writes the only tags that exist here (p, h2, h3, ul, ol, li, strong, em, a) and escapes every
 * text run, so there is no markup to sanitise: '<img onerror>' or '<svg onload>' typed by a
 * member is stored as text and shown as text. A sanitiser would have to be right about every
 * browser quirk forever; a renderer that can only emit a handful of tags cannot be wrong in
 * that way. Links go through safeHttpUrl, so 'javascript:' and 'data:' cannot become an href.
 */

export interface RichTextRun {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  /** A canonical http(s) URL (see safeHttpUrl); absent for plain text. */
  readonly href?: string;
}

export type RichTextBlock =
  | { readonly type: 'paragraph' | 'heading2' | 'heading3'; readonly runs: readonly RichTextRun[] }
  // Firestore cannot store an array directly inside an array, so each item is a map.
  | { readonly type: 'bulletList' | 'numberedList'; readonly items: readonly { readonly runs: readonly RichTextRun[] }[] };

export interface RichText {
  readonly blocks: readonly RichTextBlock[];
}

export const RICH_TEXT_LIMITS = {
  maxBlocks: 200,
  maxRunsPerBlock: 100,
  maxListItems: 100,
  maxRunText: 5000,
  /** Total characters of text across the whole document. */
  maxTotalText: 20_000,
} as const;

export const EMPTY_RICH_TEXT: RichText = { blocks: [] };

export type RichTextErrorCode = 'invalid' | 'too-long' | 'too-many' | 'unsafe-url';

export interface RichTextParse {
  readonly value: RichText;
  /** Field-keyed error codes, keys relative to the document (e.g. 'blocks.2.runs.0.href'). */
  readonly errors: Readonly<Record<string, RichTextErrorCode>>;
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading2', 'heading3']);
const LIST_BLOCKS = new Set(['bulletList', 'numberedList']);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class TextBudget {
  used = 0;
}

function parseRuns(raw: unknown, path: string, errors: Record<string, RichTextErrorCode>, budget: TextBudget): RichTextRun[] {
  if (!Array.isArray(raw)) {
    errors[path] = 'invalid';
    return [];
  }
  if (raw.length > RICH_TEXT_LIMITS.maxRunsPerBlock) errors[path] = 'too-many';
  const runs: RichTextRun[] = [];
  raw.slice(0, RICH_TEXT_LIMITS.maxRunsPerBlock).forEach((item: unknown, i) => {
    const at = `${path}.${i}`;
    if (!isRecord(item) || typeof item.text !== 'string') {
      errors[at] = 'invalid';
      return;
    }
    if (item.text.length > RICH_TEXT_LIMITS.maxRunText) {
      errors[`${at}.text`] = 'too-long';
      return;
    }
    budget.used += item.text.length;
    const run: { text: string; bold?: boolean; italic?: boolean; href?: string } = { text: item.text };
    if (item.bold === true) run.bold = true;
    if (item.italic === true) run.italic = true;
    if (item.href !== undefined && item.href !== null && item.href !== '') {
      const href = safeHttpUrl(item.href);
      if (href === null) {
        errors[`${at}.href`] = 'unsafe-url';
        return;
      }
      run.href = href;
    }
    if (run.text.length > 0) runs.push(run);
  });
  return runs;
}

/**
 * Reads a stored or submitted rich-text document. Every problem is reported by field key;
 * the value keeps only what is valid (unknown fields and block types are dropped).
 */
export function parseRichText(raw: unknown): RichTextParse {
  const errors: Record<string, RichTextErrorCode> = {};
  const budget = new TextBudget();
  if (raw === undefined || raw === null) return { value: EMPTY_RICH_TEXT, errors };
  if (!isRecord(raw) || !Array.isArray(raw.blocks)) return { value: EMPTY_RICH_TEXT, errors: { '': 'invalid' } };
  if (raw.blocks.length > RICH_TEXT_LIMITS.maxBlocks) errors.blocks = 'too-many';
  const blocks: RichTextBlock[] = [];
  raw.blocks.slice(0, RICH_TEXT_LIMITS.maxBlocks).forEach((block: unknown, i) => {
    const at = `blocks.${i}`;
    if (!isRecord(block) || typeof block.type !== 'string') {
      errors[at] = 'invalid';
      return;
    }
    const type = block.type;
    if (TEXT_BLOCKS.has(type)) {
      const runs = parseRuns(block.runs, `${at}.runs`, errors, budget);
      if (runs.length > 0) blocks.push({ type: type as 'paragraph' | 'heading2' | 'heading3', runs });
    } else if (LIST_BLOCKS.has(type)) {
      if (!Array.isArray(block.items)) {
        errors[`${at}.items`] = 'invalid';
        return;
      }
      if (block.items.length > RICH_TEXT_LIMITS.maxListItems) errors[`${at}.items`] = 'too-many';
      const items: { runs: RichTextRun[] }[] = [];
      block.items.slice(0, RICH_TEXT_LIMITS.maxListItems).forEach((item: unknown, j) => {
        const runs = parseRuns(isRecord(item) ? item.runs : undefined, `${at}.items.${j}.runs`, errors, budget);
        if (runs.length > 0) items.push({ runs });
      });
      if (items.length > 0) blocks.push({ type: type as 'bulletList' | 'numberedList', items });
    } else {
      errors[`${at}.type`] = 'invalid';
    }
  });
  if (budget.used > RICH_TEXT_LIMITS.maxTotalText) errors.blocks = 'too-long';
  return { value: { blocks }, errors };
}

/** A document of plain paragraphs, one per blank-line-separated chunk of `text`. */
export function richTextFromPlainText(text: string): RichText {
  const blocks: RichTextBlock[] = text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => ({ type: 'paragraph', runs: [{ text: chunk }] }));
  return { blocks };
}

/** The document's text without formatting, e.g. for a meta description. */
export function richTextPlain(doc: RichText): string {
  const parts: string[] = [];
  for (const block of doc.blocks) {
    if ('items' in block) {
      for (const item of block.items) parts.push(item.runs.map((r) => r.text).join(''));
    } else {
      parts.push(block.runs.map((r) => r.text).join(''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
