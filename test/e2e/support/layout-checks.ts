// What a screen must never do, whatever its language or width: scroll sideways, let a button's
// text spill out of it, or show a raw translation key instead of words.
import { expect, type Page } from '@playwright/test';
import { resources } from '../../../src/ui/i18n/resources';

/** Every key path of the English resources ('subscription.noPlan', 'nav.myWeb', …). */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'object' && value !== null ? keyPaths(value as object, path) : [path];
  });
}

const KNOWN_KEYS = [...new Set(Object.values(resources.en).flatMap((namespace) => keyPaths(namespace)))];

export interface LayoutProblems {
  readonly overflow: readonly string[];
  readonly buttons: readonly string[];
  readonly rawKeys: readonly string[];
}

/**
 * Measures the page as it is drawn now. Raw keys are dotted words that are one of the app's
 * key paths, or that carry a camelCase part, which host names and e-mail addresses never do.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate((knownKeys) => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() !== '' ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('.visually-hidden, [aria-hidden="true"], iframe');
    };
    const width = document.documentElement.clientWidth;

    const overflow: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      // Name the outermost elements that reach past the right edge, so the failure says where.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        if (!visible(el) || el.closest('.table-scroll, [data-scrolls]')) return false;
        const box = el.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      });
      const outermost = wide.filter((el) => el.parentElement === null || !wide.includes(el.parentElement));
      overflow.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`, ...outermost.slice(0, 5).map(describe));
    }

    const buttons = [...document.querySelectorAll('button, .button, [role="button"], input[type="submit"]')]
      .filter((el) => visible(el) && getComputedStyle(el).overflow !== 'auto')
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${describe(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);

    const known = new Set(knownKeys);
    const texts: string[] = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const rawKeys = new Set<string>();
    for (const text of texts) {
      for (const match of text.matchAll(/[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g)) {
        const token = match[0];
        if (known.has(token) || token.split('.').some((part) => /^[a-z]+[A-Z]/.test(part))) rawKeys.add(token);
      }
    }
    return { overflow, buttons, rawKeys: [...rawKeys] };
  }, KNOWN_KEYS);
}

/** Fails, naming what is wrong, when the page scrolls sideways, spills a button or shows a key. */
export async function expectCleanLayout(page: Page, screen: string): Promise<void> {
  const problems = await layoutProblems(page);
  expect.soft(problems.overflow, `${screen}: horizontal overflow`).toEqual([]);
  expect.soft(problems.buttons, `${screen}: button text overflowing its button`).toEqual([]);
  expect.soft(problems.rawKeys, `${screen}: raw translation keys`).toEqual([]);
}
