import { describe, expect, it } from 'vitest';
import { bundleSpeedBeacon, GENERATED } from '../../../scripts/build-speed-beacon.mjs';
import { publicSiteModel } from '../../core/site/public-site-model';
import { normalizeSiteContent } from '../../core/site/site-content';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../demo/demo-site';
import { renderPublicSite } from '../render/render-public-site';
import { speedLoaderScript } from '../render/site-html';
import { readFileSync } from 'node:fs';

const model = publicSiteModel(DEMO_MEMBER, normalizeSiteContent(DEMO_SITE_DOCUMENTS), 'Elite');
const speed = { src: '/s/_speed.js?v=abc', endpoint: '/s/_speed', route: '/s/:site', rate: 0.25 };

describe('the speed beacon of members sites', () => {
  it("is added by the page's one inline script once loaded, saying where to report, under which route and at which rate", () => {
    const { html, inlineScript } = renderPublicSite(model, { basePath: '', countViews: true, speed });
    // No script tag of its own in the markup: fetched while the page loads, it would stand on the way to the largest paint.
    expect(html).not.toContain('<script async');
    expect(inlineScript).toContain(speedLoaderScript(speed));
    expect(inlineScript).toContain('"/s/_speed.js?v=abc"');
    expect(inlineScript).toContain('{"endpoint":"/s/_speed","route":"/s/:site","rate":"0.25"}');
  });

  it('is left out of the studio preview', () => {
    expect(renderPublicSite(model, { basePath: '', countViews: false }).html).not.toContain('_speed');
  });

  it('is served as bundled from its source (run node scripts/build-speed-beacon.mjs after a change)', async () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(await bundleSpeedBeacon());
  }, 30_000);
});
