import type { Article } from './sections/articles.content';

/** What an article's address may be: words of lower-case letters and digits joined by dashes. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 60;

/** Words of `text` as an address: lower case, no accents, dashes between. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX).replace(/-+$/, '');
}

/**
 * The address of each article, in order: its title as words, and a number after the first when
 * two titles give the same words. A title with no letters or digits goes by its date.
 */
export function articleSlugs(articles: readonly Pick<Article, 'title' | 'date'>[]): string[] {
  const taken = new Set<string>();
  return articles.map((article) => {
    const base = slugify(article.title) || slugify(article.date) || 'article';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
