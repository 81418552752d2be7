import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../member/member-record';
import { isStudioSection, studioSectionsFor } from '../../plans/plan-gates';
import { validateSection, validateSiteLayout } from '../site-content';
import { EXAMPLE_SITE_IDS, exampleSite, isExampleSiteId } from './example-sites';

const ORIGIN = 'https://sitio.example';
const LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];

describe('example sites', () => {
  it('are stored exactly as the studio would save them, with only sections their plan allows', () => {
    for (const id of EXAMPLE_SITE_IDS) {
      for (const language of LANGUAGES) {
        const site = exampleSite(id, language, ORIGIN);
        const allowed = studioSectionsFor(site.tier);
        for (const section of site.content.layout.order) {
          const stored = site.content.sections[section];
          if (stored === undefined) continue;
          expect(allowed, `${id} ${language}: ${section} on ${site.tier}`).toContain(section);
          expect(validateSection(section, stored), `${id} ${language}: ${section}`).toMatchObject({ ok: true });
        }
        expect(validateSiteLayout(site.content.layout).ok).toBe(true);
        expect(Object.keys(site.content.sections).every(isStudioSection)).toBe(true);
      }
    }
  });

  it('recognise their ids', () => {
    expect(isExampleSiteId('bakery')).toBe(true);
    expect(isExampleSiteId('Bakery')).toBe(false);
    expect(isExampleSiteId('__proto__')).toBe(false);
  });
});
