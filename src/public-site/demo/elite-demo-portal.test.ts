import { describe, expect, it } from 'vitest';
import { readAnnouncement, readPortalSettings, readSiteCustomer, readSiteGroup } from '../../core/portal/portal-records';
import { publicSiteModel } from '../../core/site/public-site-model';
import { normalizeSiteContent } from '../../core/site/site-content';
import { ELITE_DEMO_CUSTOMERS, ELITE_DEMO_GROUPS, eliteDemoPortalDocuments } from './elite-demo-portal';
import { ELITE_DEMO_COVER, eliteDemoSiteDocuments } from './elite-demo-site';

const NOW = Date.parse('2026-11-25T21:00:00Z');
const documents = eliteDemoPortalDocuments(NOW);
const member = { username: 'elitede', domain: 'elitede.sitio.app', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, siteLanguage: 'EN' };
const VIP_ARTICLE = 'VIP training plan for the month';

describe("the Elite demo gym's Users Portal", () => {
  it('stores each document as the core reads it back', () => {
    for (const [path, raw] of Object.entries(documents)) {
      const [collection, id = ''] = path.split('/');
      if (collection === 'siteUsers') expect(readSiteCustomer(id, raw)).toMatchObject({ name: raw['name'], status: raw['status'], groups: raw['groups'], joinedAt: raw['joinedAt'] });
      else if (collection === 'siteGroups') expect(readSiteGroup(id, raw)).toMatchObject({ id, name: raw['name'] });
      else if (collection === 'announcements') expect(readAnnouncement(id, raw)).toMatchObject({ title: raw['title'], groups: raw['groups'] });
      else expect(readPortalSettings(raw).signUpPolicy).toBe(raw['signUpPolicy']);
    }
  });

  it("has a customer in every state, and only the groups' own ids", () => {
    expect(new Set(ELITE_DEMO_CUSTOMERS.map((c) => c.status))).toEqual(new Set(['active', 'pending', 'blocked']));
    const ids = new Set<string>(ELITE_DEMO_GROUPS.map((g) => g.id));
    for (const customer of ELITE_DEMO_CUSTOMERS) for (const group of customer.groups) expect(ids.has(group)).toBe(true);
  });

  it("keeps the VIP article for the VIP group: Sam reads it, Lucía and visitors never get it", () => {
    const content = normalizeSiteContent(eliteDemoSiteDocuments(NOW));
    const titles = (viewer: Parameters<typeof publicSiteModel>[4]) =>
      JSON.stringify(publicSiteModel(member, content, 'Elite', 'EN', viewer));
    const [sam, lucia] = ELITE_DEMO_CUSTOMERS;
    expect(titles({ kind: 'customer', status: sam!.status, groups: sam!.groups })).toContain(VIP_ARTICLE);
    expect(titles({ kind: 'customer', status: lucia!.status, groups: lucia!.groups })).not.toContain(VIP_ARTICLE);
    expect(titles(undefined)).not.toContain(VIP_ARTICLE);
  });
});
