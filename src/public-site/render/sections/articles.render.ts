import { ARTICLE_PATH, articleExcerpt } from '../../../core/site/article-pages';
import type { ArticlesSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { formatDate } from '../site-html';
import { membersOnly } from './members-only';
import type { SectionContext } from './section-renderer';

/** Excerpts here; each article is whole on its own page. */
export function renderArticles({ articles }: ArticlesSection, { s, basePath, articleSlugs: slugs }: SectionContext): Html {
  return articles
    .map((a, i) => {
      const href = e(`${basePath}/${ARTICLE_PATH}/${slugs[i] ?? ''}`);
      const excerpt = articleExcerpt(a);
      return (
        `<article><time datetime="${e(a.date)}">${e(formatDate(a.date, s))}</time><h3><a href="${href}">${e(a.title)}</a>${membersOnly(a, s)}</h3>` +
        `${excerpt !== '' ? `<p>${e(excerpt)}</p>` : ''}<a href="${href}">${e(s.readMore)}<span class="vh">: ${e(a.title)}</span></a></article>`
      );
    })
    .join('');
}
