// Search engines read a link's words to learn what it leads to; Lighthouse's SEO category fails a
// page whose links say nothing out of context. Every link of every marketing page, in each
// language, is held to the words Lighthouse 12 flags (core/audits/seo/link-text.js, English and
// Spanish lists).
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/ui/prerender/prerender-entry';
import { PRERENDERED_PAGES } from '../../../src/ui/prerender/prerendered-pages';

const SAYS_NOTHING: Readonly<Record<'EN' | 'ES', readonly string[]>> = {
  EN: ['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this'],
  ES: ['click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui', 'más', 'mas', 'más información', 'más informacion', 'mas información', 'mas informacion', 'este', 'enlace', 'este enlace', 'empezar'],
};

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** The words each link shows, as a crawler reads them (tags dropped, spaces folded, lower case). */
function linkTexts(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => decode(match[1]!.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim().toLowerCase());
}

describe('the words of every link on the marketing pages', () => {
  for (const { path, language } of PRERENDERED_PAGES) {
    it(`${path}: none that says nothing out of context`, async () => {
      const texts = linkTexts(await renderPage(path));
      expect(texts.length).toBeGreaterThan(3);
      // Both lists: Lighthouse reads the page's language from lang, and a link may carry its own.
      expect(texts.filter((text) => [...SAYS_NOTHING.EN, ...SAYS_NOTHING.ES].includes(text)), `${language} ${path}`).toEqual([]);
    }, 20_000);
  }

  it('would catch the Spanish get-started link it once had', () => {
    expect(linkTexts('<a href="/entrar" class="button">Empezar</a>').some((text) => SAYS_NOTHING.ES.includes(text))).toBe(true);
  });
});
