import type { RichText } from '../rich-text';
import { EMPTY_RICH_TEXT } from '../rich-text';
import { SITE_LIMITS } from '../site-limits';
import type { Audience } from '../../portal/audience';
import { ITEM_AUDIENCE_FIELD, readItemAudience } from './section-audience';
import { defineSectionContent } from './section-definition';
import { articlesSection } from './articles.section';
import { readDate, readRichText } from './section-readers';

export interface Article {
  readonly title: string;
  readonly date: string;
  readonly body: RichText;
  /** Absent: everyone. */
  readonly audience?: Audience;
}
export interface ArticlesSection {
  readonly articles: readonly Article[];
}

export const articlesContent = defineSectionContent(articlesSection, {
  blank: () => ({ articles: [] }),
  read: (raw, r): ArticlesSection => ({
    articles: r.items(raw.articles, 'articles', SITE_LIMITS.articles, (item, ir) => ({
      title: ir.line(item.title, 'title', SITE_LIMITS.shortText, true),
      date: readDate(item.date, 'date', ir, true),
      body: readRichText(item.body, 'body', ir),
      ...readItemAudience(item.audience, ir),
    })),
  }),
  fields: [
    {
      kind: 'list',
      key: 'articles',
      label: 'fields.articles',
      max: SITE_LIMITS.articles,
      itemLabel: 'fields.articleN',
      addLabel: 'list.addArticle',
      fields: [
        { kind: 'text', key: 'title', label: 'fields.title', max: SITE_LIMITS.shortText, required: true },
        { kind: 'date', key: 'date', label: 'fields.date', required: true },
        { kind: 'richtext', key: 'body', label: 'fields.body' },
        ITEM_AUDIENCE_FIELD,
      ],
      blank: (today) => ({ title: '', date: today, body: EMPTY_RICH_TEXT }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: ArticlesSection) => section.articles.length === 0 },
});
