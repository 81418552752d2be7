import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUG_PATTERN, EXCERPT_MAX, articleExcerpt, articleSlugs, slugify } from './article-pages';
import { richTextFromPlainText } from './rich-text';
import type { Article } from './sections/articles.content';

const article = (title: string, text = '', date = '2025-03-07'): Article => ({ title, date, body: richTextFromPlainText(text) });

describe('article addresses', () => {
  it('turns a title into words of an address, accents and signs aside', () => {
    expect(slugify('¡Nuevo: pan de centeno los viernes!')).toBe('nuevo-pan-de-centeno-los-viernes');
    expect(slugify('Café & Crème — 2025')).toBe('cafe-creme-2025');
    expect(slugify('🎉🎉')).toBe('');
  });

  it('numbers repeated titles and dates a title without words', () => {
    expect(articleSlugs([article('Rye Fridays'), article('Rye fridays!'), article('🎉', '', '2025-01-02')])).toEqual(['rye-fridays', 'rye-fridays-2', '2025-01-02']);
  });

  it('gives every article of any list a distinct, well-formed address (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 40 }), (titles) => {
        const slugs = articleSlugs(titles.map((t) => article(t)));
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(ARTICLE_SLUG_PATTERN);
      }),
    );
  });
});

describe('articleExcerpt', () => {
  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(articleExcerpt(article('T', 'Every Friday we bake rye.'))).toBe('Every Friday we bake rye.');
    const long = articleExcerpt(article('T', 'word '.repeat(100)));
    expect([...long].length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(long.endsWith('word…')).toBe(true);
  });
});
