import type { ArticlePage } from '../../core/site/article-pages';
import { articleExcerpt, articleJsonLd, articlePath, articleUrl } from '../../core/site/article-pages';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import { escapeHtml as e } from './html-escape';
import type { RenderOptions } from './render-public-site';
import type { RenderedPage } from './site-html';
import { formatDate, richTextHtml, siteDocument, speedLoaderScript } from './site-html';
import { SITE_STRINGS } from './site-strings';
import { viewCounterScript } from './view-counter-script';

/** One article on a page of its own: its own address, title, description and Article data. */
export function renderArticlePage(model: PublicSiteModel, page: ArticlePage, options: Omit<RenderOptions, 'form'>): RenderedPage {
  const s = SITE_STRINGS[model.language];
  const home = options.basePath === '' ? '/' : options.basePath;
  const { article } = page;
  const parts = [options.countViews ? viewCounterScript(model.username, `${options.basePath}/view`, `${options.basePath}/act`, model.language) : null, options.speed === undefined ? null : speedLoaderScript(options.speed)];
  const present = parts.filter((p) => p !== null);
  const script = present.length === 0 ? null : present.join('\n');
  const html = siteDocument(model, s, {
    title: `${article.title} · ${model.publicName}`,
    description: articleExcerpt(article),
    canonical: articleUrl(model, page.slug),
    page: articlePath(page.slug),
    languages: options.languages,
    portal: options.portal,
    ogType: 'article',
    jsonLd: articleJsonLd(model, page),
    homeHref: home,
    nav: `<li><a href="${e(home)}">${e(s.home)}</a></li>`,
    main:
      `<article class="post"><div class="w"><p><a href="${e(home)}">← ${e(s.backToSite)}</a></p>` +
      `<time datetime="${e(article.date)}">${e(formatDate(article.date, s))}</time><h1>${e(article.title)}</h1>` +
      `<div class="rt">${richTextHtml(article.body)}</div></div></article>`,
    script,
  });
  return { html, inlineScript: script };
}
