import { APP_ADOPTED_EVENT } from './prerender-guard';
import type { SiteLanguage } from '../../core/member/member-record';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';

export interface PageScriptDeps {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>;
  readonly languagePreference: LanguagePreferencePort;
  readonly alternateOf: (path: string, language: SiteLanguage) => string;
  readonly pageLanguageOf: (path: string) => SiteLanguage | null;
  /** The app's entry on a page with a form, or null. */
  readonly appEntry: string | null;
  readonly startApp: (entry: string) => Promise<unknown>;
}

/** The header's collapsed menu: the button opens and closes its panel; Escape closes it. */
function wireMenus(document: Document): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.topnav__menu-button')];
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    const panel = panelOf(button);
    if (!panel) return;
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    const label = button.getAttribute(open ? 'data-label-open' : 'data-label-closed');
    const text = [...button.childNodes].find((node) => node.nodeType === 3);
    if (label !== null && text) text.textContent = label;
  };
  for (const button of buttons) {
    button.addEventListener('click', () => setOpen(button, button.getAttribute('aria-expanded') !== 'true'));
    // A link in the panel leads to another page; the menu must not be open when Back returns.
    panelOf(button)?.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest('a')) setOpen(button, false);
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const button of buttons) {
      if (button.getAttribute('aria-expanded') !== 'true') continue;
      setOpen(button, false);
      button.focus();
    }
  });
}

/** EN / ES: the choice is kept on the device, and the same page opens in that language. */
function wireLanguageSwitches(document: Document, deps: PageScriptDeps): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.language-switch button[lang]')) {
    button.addEventListener('click', () => {
      const language: SiteLanguage = button.lang === 'es' ? 'ES' : 'EN';
      deps.languagePreference.set(language);
      const { pathname, search, hash } = deps.location;
      if (deps.pageLanguageOf(pathname) === language) return;
      deps.location.assign(`${deps.alternateOf(pathname, language)}${search}${hash}`);
    });
  }
}

/**
 * A page with a form needs the app to send it: its code is fetched when the visitor first
 * focuses or touches the form, so reading the page costs none of it. A form submitted before
 * the app has taken the page over is held (never a reload that would lose what was typed) and
 * sent once the app has it; the app keeps what was typed meanwhile (the contact page reads it
 * from the fields).
 */
function startAppOnDemand(document: Document, deps: PageScriptDeps): void {
  const entry = deps.appEntry;
  if (entry === null) return;
  let started = false;
  let adopted = false;
  let held: HTMLFormElement | null = null;
  const start = (event: Event) => {
    if (started || !(event.target instanceof Element) || !event.target.closest('form')) return;
    started = true;
    deps.startApp(entry).catch(() => {
      // Offline or a failed download: the next touch of the form tries again.
      started = false;
    });
  };
  document.addEventListener('focusin', start);
  document.addEventListener('pointerdown', start);
  document.addEventListener('submit', (event) => {
    if (adopted || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = event.target;
    held.setAttribute('aria-busy', 'true');
    start(event);
  });
  document.addEventListener(APP_ADOPTED_EVENT, () => {
    adopted = true;
    const form = held;
    held = null;
    if (form?.isConnected) form.requestSubmit();
  });
}

/** What the page script does on a marketing page, given the page's document. */
export function startPageScript(document: Document, deps: PageScriptDeps): void {
  // A visitor who opened a Spanish page reads Spanish: the app's pages they go on to follow it.
  // English, the default, is never kept unasked, so a later Spanish link is not sent back to English.
  if (deps.pageLanguageOf(deps.location.pathname) === 'ES' && deps.languagePreference.get() === null) deps.languagePreference.set('ES');
  wireMenus(document);
  wireLanguageSwitches(document, deps);
  startAppOnDemand(document, deps);
}
