import { describe, expect, it } from 'vitest';
import { linksOf } from '../e2e/support/link-crawl';

// The link checker's reading of a page (test/e2e/links.spec.ts crawls the build with it).
describe('linksOf', () => {
  const page = 'http://127.0.0.1:4173/s/elitede/es';
  const html = `<!doctype html><html><head>
    <link rel="canonical" href="https://elitede.sitio.app/es"><link rel="preconnect" href="https://fonts.example">
    <link rel="stylesheet" href="/assets/site.css"><script src='/s/_speed.js?v=1'></script></head><body>
    <!-- <a href="/commented-out">x</a> -->
    <a href="articles/one">One</a> <a href="#main">skip</a> <a href="mailto:hi@x.example">mail</a> <a href=/es/pricing?a=1&amp;b=2#plans>plans</a>
    <img src="/images/a.png" srcset="/images/a-2x.png 2x, /images/a-3x.png 3x" alt=""><a href="http://[bad">bad</a></body></html>`;

  it('reads every address a page links to or loads, made absolute, without fragments, once each', () => {
    expect(linksOf(html, page).sort()).toEqual(
      [
        'https://elitede.sitio.app/es',
        'http://127.0.0.1:4173/assets/site.css',
        'http://127.0.0.1:4173/s/_speed.js?v=1',
        'http://127.0.0.1:4173/s/elitede/articles/one',
        'http://127.0.0.1:4173/es/pricing?a=1&b=2',
        'http://127.0.0.1:4173/images/a.png',
        'http://127.0.0.1:4173/images/a-2x.png',
        'http://127.0.0.1:4173/images/a-3x.png',
        'invalid address "http://[bad"',
      ].sort(),
    );
  });
});
