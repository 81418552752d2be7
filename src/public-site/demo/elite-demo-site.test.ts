import { describe, expect, it } from 'vitest';
import { STUDIO_SECTIONS } from '../../core/site/sections/section-list';
import { publicSiteModel } from '../../core/site/public-site-model';
import type { StudioSection } from '../../core/plans/plan-gates';
import { normalizeSiteContent, validateSection, validateSiteLayout } from '../../core/site/site-content';
import { renderPublicSite } from '../render/render-public-site';
import { ELITE_DEMO_COVER, eliteDemoSiteDocuments } from './elite-demo-site';

// A Wednesday at 15:00 in Chicago: the gym is open until 21:00.
const NOW = Date.parse('2026-11-25T21:00:00Z');
const documents = eliteDemoSiteDocuments(NOW);
const member = { username: 'elitede', domain: 'elitede.sitio.app', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, siteLanguage: 'EN' };

describe('the Elite demo site', () => {
  it('is stored exactly as the studio would save it', () => {
    for (const [id, raw] of Object.entries(documents)) {
      if (id === 'layout') expect(validateSiteLayout(raw)).toMatchObject({ ok: true });
      else expect({ id, ...validateSection(id as StudioSection, raw) }).toMatchObject({ id, ok: true });
    }
    expect([...(documents.layout as { order: string[] }).order].sort()).toEqual([...STUDIO_SECTIONS].sort());
  });

  it('publishes the ways to reach the business, open now, articles and a search title', () => {
    const model = publicSiteModel(member, normalizeSiteContent(documents), 'Elite');
    const { html } = renderPublicSite(model, { basePath: '/s/elitede', countViews: false, now: NOW });
    expect(html).toContain('<title>Core Fitness · small-group training in Chicago</title>');
    expect(html).toContain('href="tel:+13125550104"');
    expect(html).toContain('https://www.google.com/maps/search/');
    expect(html).toContain('href="mailto:hello@corefitness.example.com"');
    expect(html).toContain('https://wa.me/13125550104?text=');
    expect(html).toMatch(/Open now/);
    expect(html).toContain('href="/s/elitede/articles/six-weeks-to-your-first-pull-up"');
    expect(html).toContain('Free open class');
    expect(html).toContain('Community day: short hours');
    expect(html).toContain('alt="A mobility class on the mats"');
    // Its photos come in the widths an upload is stored in, so a phone loads a narrow copy.
    expect(html).toContain('srcset="/images/demo/fitness-mobility-480.webp 480w, /images/demo/fitness-mobility-960.webp 960w, /images/demo/fitness-mobility.jpg 1600w"');
  });

  it('speaks Spanish to a Spanish visitor, with the same article addresses', () => {
    const model = publicSiteModel(member, normalizeSiteContent(documents), 'Elite', 'ES');
    const { html } = renderPublicSite(model, { basePath: '/s/elitede', countViews: false, now: NOW });
    for (const text of ['Core Fitness · entrenamiento en grupos pequeños en Chicago', 'Clases pequeñas, resultados reales', 'Mensualidad ilimitada', 'Seis semanas para tu primera dominada', 'Clase abierta gratis', 'Día de la comunidad: horario corto', 'Horario de clases', 'alt="Una clase de movilidad sobre los tapetes"']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Six weeks to your first pull-up');
    expect(html).toContain('href="/s/elitede/articles/six-weeks-to-your-first-pull-up"');
    // Names are not translated.
    expect(html).toContain('Marcus Reed');
  });

  it('dates its events and special days after the day it is seeded', () => {
    const later = eliteDemoSiteDocuments(NOW + 300 * 24 * 60 * 60 * 1000);
    const dates = (later.events as { events: { date: string }[] }).events.map((e) => e.date);
    expect(dates.every((date) => date > '2027-09-20')).toBe(true);
  });
});
