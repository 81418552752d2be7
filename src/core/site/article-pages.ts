import type { ArticleLeaf, WithContext } from 'schema-dts';
import { canonicalSiteUrl } from './local-business-json-ld';
import type { PublicSiteModel } from './public-site-model';
import { findSection } from './public-site-model';
import { richTextPlain } from './rich-text';
import type { Article } from './sections/articles.content';

export { ARTICLE_SLUG_PATTERN, articleSlugs, slugify } from './article-slugs';

/** Each article has a page of its own under the site: /articles/<slug>. */
export const ARTICLE_PATH = 'articles';
/** The home page's preview of an article, and the article page's description. */
export const EXCERPT_MAX = 200;

export interface ArticlePage {
  readonly article: Article;
  readonly slug: string;
}

/** The site's articles with their addresses; none when the plan or the layout hides the section. */
export function articlePages(model: PublicSiteModel): ArticlePage[] {
  const articles = findSection(model, 'articles')?.articles ?? [];
  return articles.map((article, i) => ({ article, slug: model.articleSlugs[i] ?? '' }));
}

export function findArticlePage(model: PublicSiteModel, slug: string): ArticlePage | null {
  return articlePages(model).find((page) => page.slug === slug) ?? null;
}

/** The first words of the article, cut at a word, for previews and the page's description. */
export function articleExcerpt(article: Article, max = EXCERPT_MAX): string {
  const text = richTextPlain(article.body);
  if ([...text].length <= max) return text;
  const cut = [...text].slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/** The article's absolute address on the site's domain; '' when the site has no domain. */
/** The article's path under the site: '/articles/<slug>'. */
export function articlePath(slug: string): string {
  return `/${ARTICLE_PATH}/${slug}`;
}

export function articleUrl(model: PublicSiteModel, slug: string): string {
  const home = canonicalSiteUrl(model);
  return home === '' ? '' : `${home}${ARTICLE_PATH}/${slug}`;
}

/** schema.org Article data for the article's page (typed after schema.org, as the business's is). */
export function articleJsonLd(model: PublicSiteModel, page: ArticlePage): WithContext<ArticleLeaf> {
  const publisher = model.businessName || model.publicName;
  const data: WithContext<ArticleLeaf> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.article.title,
    datePublished: page.article.date,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
  const description = articleExcerpt(page.article);
  if (description !== '') data.description = description;
  const url = articleUrl(model, page.slug);
  if (url !== '') {
    data.url = url;
    data.mainEntityOfPage = url;
  }
  if (model.coverPicture.startsWith('https://')) data.image = [model.coverPicture];
  return data;
}
