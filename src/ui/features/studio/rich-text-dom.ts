import type { RichText, RichTextBlock, RichTextRun } from '../../../core/site/rich-text';

/*
 * The editable area's DOM is only ever read into the core's rich-text model, never stored as
 * HTML: whatever a paste or the browser puts in it (an <img onerror>, a <script>), only text,
 * bold, italic, lists and links come out, and the core then checks every link.
 */

interface Marks {
  readonly bold: boolean;
  readonly italic: boolean;
  readonly href: string | null;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'NOSCRIPT', 'HEAD', 'TITLE']);
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE']);

function pushRun(runs: RichTextRun[], text: string, marks: Marks): void {
  if (text.length === 0) return;
  const last = runs.at(-1);
  const href = marks.href ?? undefined;
  if (last !== undefined && (last.bold ?? false) === marks.bold && (last.italic ?? false) === marks.italic && last.href === href) {
    runs[runs.length - 1] = { ...last, text: last.text + text };
    return;
  }
  const run: { text: string; bold?: boolean; italic?: boolean; href?: string } = { text };
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (href !== undefined) run.href = href;
  runs.push(run);
}

function collectRuns(node: Node, marks: Marks, runs: RichTextRun[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    pushRun(runs, (node.textContent ?? '').replace(/\s+/g, ' '), marks);
    return;
  }
  if (!(node instanceof Element) || SKIPPED.has(node.tagName.toUpperCase())) return;
  const tag = node.tagName.toUpperCase();
  if (tag === 'BR') {
    pushRun(runs, ' ', marks);
    return;
  }
  const weight = node instanceof HTMLElement ? node.style.fontWeight : '';
  const next: Marks = {
    bold: marks.bold || tag === 'B' || tag === 'STRONG' || weight === 'bold' || Number(weight) >= 600,
    italic: marks.italic || tag === 'I' || tag === 'EM' || (node instanceof HTMLElement && node.style.fontStyle === 'italic'),
    href: tag === 'A' ? (node.getAttribute('href') ?? marks.href) : marks.href,
  };
  node.childNodes.forEach((child) => collectRuns(child, next, runs));
}

const NO_MARKS: Marks = { bold: false, italic: false, href: null };

function trimRuns(runs: RichTextRun[]): RichTextRun[] {
  const out = runs.map((r) => ({ ...r }));
  const first = out[0];
  if (first !== undefined) out[0] = { ...first, text: first.text.replace(/^\s+/, '') };
  const last = out.at(-1);
  if (last !== undefined) out[out.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') };
  return out.filter((r) => r.text.length > 0);
}

function blockType(tag: string): 'paragraph' | 'heading2' | 'heading3' {
  if (tag === 'H1' || tag === 'H2') return 'heading2';
  if (tag === 'H3' || tag === 'H4' || tag === 'H5' || tag === 'H6') return 'heading3';
  return 'paragraph';
}

/** Reads the editable area into the core's rich-text model. */
export function richTextFromDom(root: Element): RichText {
  const blocks: RichTextBlock[] = [];
  let inline: RichTextRun[] = [];

  const flushInline = () => {
    const runs = trimRuns(inline);
    if (runs.length > 0) blocks.push({ type: 'paragraph', runs });
    inline = [];
  };

  const visit = (node: Node) => {
    if (node instanceof Element) {
      const tag = node.tagName.toUpperCase();
      if (SKIPPED.has(tag)) return;
      if (tag === 'UL' || tag === 'OL') {
        flushInline();
        const items = [...node.children]
          .filter((child) => child.tagName.toUpperCase() === 'LI')
          .map((li) => {
            const runs: RichTextRun[] = [];
            collectRuns(li, NO_MARKS, runs);
            return { runs: trimRuns(runs) };
          })
          .filter((item) => item.runs.length > 0);
        if (items.length > 0) blocks.push({ type: tag === 'OL' ? 'numberedList' : 'bulletList', items });
        return;
      }
      if (BLOCKS.has(tag)) {
        // A block holding other blocks (a pasted <div><p>…</p></div>) is walked, not flattened.
        if ([...node.children].some((child) => BLOCKS.has(child.tagName.toUpperCase()) || ['UL', 'OL'].includes(child.tagName.toUpperCase()))) {
          flushInline();
          node.childNodes.forEach(visit);
          flushInline();
          return;
        }
        flushInline();
        const runs: RichTextRun[] = [];
        collectRuns(node, NO_MARKS, runs);
        const trimmed = trimRuns(runs);
        if (trimmed.length > 0) blocks.push({ type: blockType(tag), runs: trimmed });
        return;
      }
    }
    collectRuns(node, NO_MARKS, inline);
  };

  root.childNodes.forEach(visit);
  flushInline();
  return { blocks };
}
