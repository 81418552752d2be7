import { describe, expect, it } from 'vitest';
import { ContainerModule } from 'inversify';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { memoryModule } from '../../src/adapters/memory/memory.module';
import { MemoryMemberRecords } from '../../src/adapters/memory/member-records.memory';
import { siteCollection } from '../../src/adapters/memory/public-sites.memory';
import { appConfigFrom } from '../../src/core/config/app-config-from-env';
import { dashboardView } from '../../src/core/dashboard/dashboard-view';
import { sectionsOfTier } from '../../src/core/site/sections/section-list';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { CLOCK } from '../../src/ports/clock.port';
import { PORTAL_AUTH } from '../../src/ports/portal-auth.port';
import { productionServer } from '../../src/server/server-composition';
import { createShellServices } from '../../src/ui/app/composition/shell.composition';
import { memberRecordFixture } from '../support/test-ids';

/*
 * One configuration for every runtime: the settings the web app is built with are the settings the
 * deployed site function runs on (its .env is written from them by scripts/build-functions.mjs),
 * parsed by one function. A member made Elite by VITE_FULL_ACCESS_IDS sees the same sections in
 * the studio and on the public site, and a deployment's own domain suffix serves its members.
 */

const UID = 'fullaccess0000000000000001';
const USERNAME = 'sol1234';
// The portal's API key only keeps the server from warning that customers cannot sign in.
const QUIET = { SITIO_FIREBASE_API_KEY: 'web-api-key' };
const ENV = { ...QUIET, VITE_FULL_ACCESS_IDS: `someone-else, ${UID}`, VITE_APP_DOMAIN_SUFFIX: '.example.test', VITE_ADMIN_IDS: '' };

function seededServer(env: Record<string, string>) {
  const clock = new FakeClock();
  const db = new MemoryDatabase({ clock });
  // A member with no paid plan and no trial: Basic by their own facts, Elite only by the configuration.
  db.setDocument(['vMember', UID], { ...memberRecordFixture(UID), username: USERNAME, published: true, status: false, trial: false, activeUntil: clock.now() - 86_400_000 });
  db.setDocument(['publicSites', USERNAME], { memberId: UID, ...DEMO_MEMBER, username: USERNAME, published: true });
  for (const [id, data] of Object.entries(DEMO_SITE_DOCUMENTS)) db.setDocument([...siteCollection(UID), id], data as Record<string, unknown>);
  const memoryPorts = new ContainerModule(({ rebind, unbind }) => {
    rebind(CLOCK).toConstantValue(clock);
    unbind(PORTAL_AUTH);
  });
  return { server: productionServer(env, () => [memoryModule(db), memoryPorts]), clock, db };
}

describe('one configuration for the web app and the server', () => {
  it('reads SITIO_* before VITE_*, lists, and a suffix without its dot', () => {
    const config = appConfigFrom({ VITE_ADMIN_IDS: ' a , b ,', SITIO_ADMIN_IDS: 'c', VITE_APP_DOMAIN_SUFFIX: 'Example.Test', VITE_TRIAL_DAYS: '-3', VITE_PRICE_ELITE: 'price_e' });
    expect(config.adminIds).toEqual(['c']);
    expect(config.appDomainSuffix).toBe('.example.test');
    expect(config.trialDays).toBe(0);
    expect(config.planPriceIds.Elite).toBe('price_e');
    expect(appConfigFrom({ VITE_ADMIN_IDS: ' a , b ,' }).adminIds).toEqual(['a', 'b']);
  });

  it("gives a full-access member the same sections in the studio and on the deployed function's site", async () => {
    const { server, clock, db } = seededServer(ENV);
    const member = await new MemoryMemberRecords(db).get(UID);
    expect(member?.fullAccess ?? false).toBe(false);
    const studio = dashboardView({ member, subscriptions: [], config: createShellServices(ENV).config, path: '/dashboard/studio', width: 1280, now: clock.now() });
    expect(studio.tier).toBe('Elite');
    expect(sectionsOfTier(studio.tier)).toContain('team');

    const page = await server.http({ method: 'GET', url: `/s/${USERNAME}`, host: '127.0.0.1' });
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('<section id="team">');
    expect(page?.body).toContain('<section id="events">');

    // Without the setting, the same member's site is Basic, as their dashboard would be.
    const plain = await seededServer(QUIET).server.http({ method: 'GET', url: `/s/${USERNAME}`, host: '127.0.0.1' });
    expect(plain?.body).not.toContain('<section id="team">');
  });

  it("serves <username><suffix> on the deployment's own domain suffix, and no longer the default one", async () => {
    const { server } = seededServer(ENV);
    const own = await server.http({ method: 'GET', url: '/', host: `${USERNAME}.example.test` });
    expect(own?.status).toBe(200);
    expect(own?.body).toContain(DEMO_MEMBER.namePublico);
    expect(await server.http({ method: 'GET', url: '/', host: `${USERNAME}.sitio.app` })).toBeNull();
  });
});
