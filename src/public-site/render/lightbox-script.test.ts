// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LIGHTBOX_SCRIPT, lightboxDialog } from './lightbox-script';
import { SITE_STRINGS } from './site-strings';

const PICTURES = ['https://img.test/a.jpg', 'https://img.test/b.jpg', 'https://img.test/c.jpg'];

/** The page as the renderer lays it out; jsdom has no modal dialogs, so open/close is stood in for. */
function loadPage(withDialogSupport = true): HTMLDialogElement {
  document.body.innerHTML =
    `<div class="pics">${PICTURES.map((url, i) => `<figure><a class="lb" href="${url}" data-alt="Picture ${i}"><img src="${url}" alt="Picture ${i}"></a></figure>`).join('')}</div>` +
    lightboxDialog(SITE_STRINGS.EN);
  const dialog = document.getElementById('lb') as HTMLDialogElement;
  if (withDialogSupport) {
    dialog.showModal = () => dialog.setAttribute('open', '');
    dialog.close = () => dialog.removeAttribute('open');
  } else {
    Object.defineProperty(dialog, 'showModal', { value: undefined });
  }
  new Function(LIGHTBOX_SCRIPT)();
  return dialog;
}

const shown = (dialog: HTMLDialogElement) => dialog.querySelector('img')!;
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const key = (dialog: HTMLDialogElement, k: string) => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
function swipe(dialog: HTMLDialogElement, from: number, to: number) {
  const touch = (x: number) => ({ clientX: x }) as Touch;
  const start = new Event('touchstart') as Event & { touches: Touch[] };
  Object.defineProperty(start, 'touches', { value: [touch(from)] });
  const end = new Event('touchend') as Event & { changedTouches: Touch[] };
  Object.defineProperty(end, 'changedTouches', { value: [touch(to)] });
  dialog.dispatchEvent(start);
  dialog.dispatchEvent(end);
}

describe('the gallery lightbox', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('opens the clicked picture large, with its description, instead of following the link', () => {
    const dialog = loadPage();
    const link = document.querySelectorAll<HTMLAnchorElement>('a.lb')[1]!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(shown(dialog).src).toBe(PICTURES[1]);
    expect(shown(dialog).alt).toBe('Picture 1');
  });

  it('goes to the next and previous picture by button, arrow key and swipe, round the ends', () => {
    const dialog = loadPage();
    click('a.lb');
    click('.lb-p');
    expect(shown(dialog).src).toBe(PICTURES[2]);
    click('.lb-n');
    expect(shown(dialog).src).toBe(PICTURES[0]);
    key(dialog, 'ArrowRight');
    expect(shown(dialog).src).toBe(PICTURES[1]);
    key(dialog, 'ArrowLeft');
    expect(shown(dialog).src).toBe(PICTURES[0]);
    swipe(dialog, 300, 100);
    expect(shown(dialog).src).toBe(PICTURES[1]);
    swipe(dialog, 100, 300);
    expect(shown(dialog).src).toBe(PICTURES[0]);
    swipe(dialog, 100, 120); // a tap, not a swipe
    expect(shown(dialog).src).toBe(PICTURES[0]);
  });

  it('closes with its button and with a click beside the picture, not on it', () => {
    const dialog = loadPage();
    click('a.lb');
    shown(dialog).click();
    expect(dialog.hasAttribute('open')).toBe(true);
    dialog.click();
    expect(dialog.hasAttribute('open')).toBe(false);
    click('a.lb');
    click('.lb-x');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('leaves the links alone where the browser has no modal dialog', () => {
    loadPage(false);
    let followed: boolean | null = null;
    // Seen last, on the way up; then held back, as the test page cannot navigate.
    const last = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', last);
    document.querySelector<HTMLElement>('a.lb')!.click();
    window.removeEventListener('click', last);
    expect(followed).toBe(true);
  });

  it('offers the large picture in its stored widths, and none for a picture of one size', () => {
    const dialog = loadPage();
    document.querySelectorAll<HTMLAnchorElement>('a.lb')[2]!.setAttribute('data-srcset', 'https://img.test/c-480.webp 480w, https://img.test/c.jpg 1600w');
    document.querySelectorAll<HTMLAnchorElement>('a.lb')[2]!.click();
    expect(shown(dialog).getAttribute('srcset')).toBe('https://img.test/c-480.webp 480w, https://img.test/c.jpg 1600w');
    expect(shown(dialog).getAttribute('sizes')).toBe('100vw');
    click('.lb-n');
    expect(shown(dialog).src).toBe(PICTURES[0]);
    expect(shown(dialog).getAttribute('srcset')).toBe('');
  });
});

