// The page script of the marketing pages served as files, on their real prerendered markup.
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, marketingPageOf } from '../../core/dashboard/route-paths';
import type { SiteLanguage } from '../../core/member/member-record';
import { common as commonEs } from '../i18n/es/common';
import { renderPage } from './prerender-entry';
import { startPageScript, type PageScriptDeps } from './page-behaviour';
import { APP_ADOPTED_EVENT } from './prerender-guard';

async function openPage(path: string, stored: SiteLanguage | null = null, appEntry: string | null = null) {
  document.body.innerHTML = `<div id="root"><div id="prerendered">${await renderPage(path)}</div></div>`;
  let preference = stored;
  const assign = vi.fn();
  const startApp = vi.fn(() => Promise.resolve());
  const deps: PageScriptDeps = {
    location: { pathname: path, search: '?a=1', hash: '', assign },
    languagePreference: { get: () => preference, set: (language) => void (preference = language) },
    alternateOf: localizedPath,
    pageLanguageOf: (p) => marketingPageOf(p)?.language ?? null,
    appEntry,
    startApp,
  };
  startPageScript(document, deps);
  return { assign, startApp, preference: () => preference };
}

/** The narrow visitor's header, the one a phone shows. */
const narrowHeader = () => document.querySelector<HTMLElement>('.topnav-variant--narrow[data-audience="visitor"]')!;

describe('the page script of a marketing page', () => {
  beforeEach(() => {
    document.documentElement.lang = 'es';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("opens and closes the header's menu, with its label in the page's language, and closes it with Escape", async () => {
    await openPage('/es/pricing');
    const button = narrowHeader().querySelector<HTMLButtonElement>('.topnav__menu-button')!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(button.textContent).toBe(commonEs.nav.closeMenu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(button.textContent).toBe(commonEs.nav.menu);
    expect(document.activeElement).toBe(button);
  }, 20_000);

  it('keeps Spanish for a first visitor who opened a Spanish page, and never keeps English unasked', async () => {
    expect((await openPage('/es/faqs')).preference()).toBe('ES');
    expect((await openPage('/faqs')).preference()).toBeNull();
    expect((await openPage('/es/faqs', 'EN')).preference()).toBe('EN');
  }, 20_000);

  it('switching language keeps the choice and opens the same page in that language', async () => {
    const page = await openPage('/es/pricing');
    fireEvent.click(narrowHeader().querySelector<HTMLButtonElement>('.language-switch button[lang="en"]')!);
    expect(page.preference()).toBe('EN');
    expect(page.assign).toHaveBeenCalledWith('/pricing?a=1');
    fireEvent.click(narrowHeader().querySelector<HTMLButtonElement>('.language-switch button[lang="es"]')!);
    // Already the page's language: nothing to open.
    expect(page.assign).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('starts the app once, when the visitor first turns to the form, and keeps a submit from reloading the page', async () => {
    const page = await openPage('/contact', 'EN', '/assets/index-a.js');
    fireEvent.pointerDown(document.querySelector('h1')!);
    expect(page.startApp).not.toHaveBeenCalled();
    const field = document.getElementById('contact-name')!;
    fireEvent.focusIn(field);
    fireEvent.pointerDown(field);
    expect(page.startApp).toHaveBeenCalledTimes(1);
    expect(page.startApp).toHaveBeenCalledWith('/assets/index-a.js');
    const form = document.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    // Once the app has the page, the held submit is sent to it, and later ones are the app's.
    const sent: Event[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event);
      event.preventDefault();
    });
    document.dispatchEvent(new Event(APP_ADOPTED_EVENT));
    expect(sent).toHaveLength(1);
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(sent).toHaveLength(2);
  }, 20_000);

  it('never starts the app on a page without a form', async () => {
    const page = await openPage('/pricing', 'EN', null);
    fireEvent.focusIn(document.querySelector('a')!);
    expect(page.startApp).not.toHaveBeenCalled();
  }, 20_000);
});
