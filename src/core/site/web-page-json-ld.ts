import type { WebPageLeaf, WithContext } from 'schema-dts';

/** schema.org data for a page that is neither the business nor an article (the customers' portal). */
export function webPageJsonLd(name: string): WithContext<WebPageLeaf> {
  return { '@context': 'https://schema.org', '@type': 'WebPage', name };
}
