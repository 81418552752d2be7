import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERRER_HOST_MAX, VISIT_SOURCES, classifySource, qrCodeUrl, referrerHostOf, referringSiteOf } from './visit-sources';

describe('classifySource', () => {
  it.each([
    [{ tag: 'qr' }, 'qr'],
    [{ tag: 'QR', referrer: 'https://www.google.com/' }, 'qr'],
    [{ tag: 'gbp' }, 'maps'],
    [{ referrer: 'https://www.google.com/' }, 'search'],
    [{ referrer: 'https://www.google.com.mx/search?q=taller' }, 'search'],
    [{ referrer: 'https://www.bing.com/' }, 'search'],
    [{ referrer: 'https://duckduckgo.com/' }, 'search'],
    [{ referrer: 'https://www.google.com/maps/place/x' }, 'maps'],
    [{ referrer: 'https://maps.google.com/' }, 'maps'],
    [{ referrer: 'https://maps.apple.com/?q=x' }, 'maps'],
    [{ referrer: 'https://l.facebook.com/' }, 'social'],
    [{ referrer: 'https://www.instagram.com/' }, 'social'],
    [{ referrer: 'https://t.co/abc' }, 'social'],
    [{ referrer: 'https://elnorte.com/guia' }, 'other'],
    [{ referrer: '' }, 'direct'],
    [{}, 'direct'],
    [{ referrer: 'https://sitio.example/s/sol/es', siteHost: 'sitio.example:443' }, 'direct'],
    [{ referrer: 'javascript:alert(1)' }, 'direct'],
    [{ referrer: 'not a url' }, 'direct'],
    [{ tag: '__proto__', referrer: 'https://bing.com/' }, 'search'],
    [{ tag: 'constructor' }, 'direct'],
    [{ tag: 'newsletter', referrer: 'https://news.example.org/' }, 'other'],
  ] as const)('%j is %s', (facts, source) => {
    expect(classifySource(facts)).toBe(source);
  });

  it('always answers one of the six sources, whatever the input', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.webUrl(), fc.string())), fc.option(fc.string()), fc.option(fc.domain()), (referrer, tag, siteHost) => {
        expect(VISIT_SOURCES).toContain(classifySource({ referrer, tag, siteHost }));
      }),
    );
  });

  it('a QR tag wins over any referrer', () => {
    fc.assert(fc.property(fc.option(fc.webUrl()), (referrer) => classifySource({ referrer, tag: 'qr' }) === 'qr'));
  });

  it('without a tag, any page of the site itself is direct', () => {
    fc.assert(fc.property(fc.domain(), fc.webPath(), (host, path) => classifySource({ referrer: `https://${host}${path}`, siteHost: host }) === 'direct'));
  });
});

describe('referring sites', () => {
  it('are hosts of other sites, without www', () => {
    expect(referringSiteOf({ referrer: 'https://www.Elnorte.com/guia?x=1' })).toBe('elnorte.com');
    expect(referringSiteOf({ referrer: 'https://www.google.com/search' })).toBe('google.com');
    expect(referringSiteOf({ referrer: '', tag: 'qr' })).toBeNull();
    expect(referringSiteOf({ referrer: 'https://sitio.example/x', siteHost: 'sitio.example' })).toBeNull();
  });

  it('are bounded and safe as map keys for any referrer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ maxLength: 3000 })), (referrer) => {
        const host = referrerHostOf(referrer);
        if (host !== null) {
          expect(host.length).toBeLessThanOrEqual(REFERRER_HOST_MAX);
          expect(host).toMatch(/^[a-z0-9.-]+$/);
        }
      }),
    );
  });
});

describe('the QR code’s address', () => {
  it('carries its own source, which the classifier reads back as the QR code', () => {
    expect(qrCodeUrl('https://sol.sitio.app')).toBe('https://sol.sitio.app/?src=qr');
    expect(qrCodeUrl('https://sitio.app/s/sol?x=1')).toBe('https://sitio.app/s/sol?x=1&src=qr');
    const tag = new URL(qrCodeUrl('https://sol.sitio.app/es')).searchParams.get('src');
    expect(classifySource({ tag, referrer: '' })).toBe('qr');
  });
});
