import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { RecordingLogger } from '../../../adapters/memory/logger.memory';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { MemorySpeedStats } from '../../../adapters/memory/speed-stats.memory';
import { SPEED_BEACON_SCRIPT } from '../../../public-site/speed/speed-beacon.generated';
import { SERVED_SCRIPTS, speedScriptUrl } from '../../server-composition';
import { memorySiteHandler } from '../../../../test/support/memory-site-handler';

function setUp() {
  const clock = new FakeClock();
  const db = new MemoryDatabase({ clock });
  const logger = new RecordingLogger();
  return { endpoint: memorySiteHandler(db, clock, { logger }), stats: new MemorySpeedStats(db), db, logger };
}

const post = (body: string) => ({ method: 'POST', url: '/s/_speed', host: 'sol.sitio.app', body: new TextEncoder().encode(body) });
const version = SERVED_SCRIPTS.speed.version;

describe('the speed endpoint', () => {
  it('files a beacon under its route, and refuses what is not a report', async () => {
    const { endpoint, stats } = setUp();
    expect((await endpoint(post(JSON.stringify({ path: '/s/:site', metrics: [{ name: 'LCP', value: 900 }] }))))?.status).toBe(204);
    expect((await endpoint(post('{"path":"/"}')))?.status).toBe(400);
    expect((await endpoint({ ...post(''), body: null }))?.status).toBe(413);
    expect((await endpoint({ method: 'GET', url: '/s/_speed', host: 'x' }))?.status).toBe(405);
    const days = await stats.read('2000-01-01', '2999-12-31');
    expect(days.map((d) => d.route)).toEqual(['/s/:site']);
  });

  it('serves the beacon script, cached for good only under its current version', async () => {
    const { endpoint } = setUp();
    const current = await endpoint({ method: 'GET', url: speedScriptUrl(version), host: 'x' });
    expect(current?.headers['Content-Type']).toMatch(/javascript/);
    expect(current?.headers['Cache-Control']).toContain('immutable');
    expect(current?.body).toBe(SPEED_BEACON_SCRIPT);
    expect((await endpoint({ method: 'GET', url: speedScriptUrl('old'), host: 'x' }))?.headers['Cache-Control']).toBe('public, max-age=300');
  });

  it('answers on any host, and leaves what is neither a site nor its own to the app', async () => {
    const { endpoint } = setUp();
    expect((await endpoint({ method: 'GET', url: speedScriptUrl(version), host: 'www.bakery.example' }))?.status).toBe(200);
    expect(await endpoint({ method: 'GET', url: '/dashboard', host: '127.0.0.1:5173' })).toBeNull();
    expect((await endpoint({ method: 'POST', url: '/s/sol1234/view', host: 'x' }))?.status).toBe(404);
  });

  it('answers 503 and logs when the store fails, so a beacon is never silently lost on our side', async () => {
    const { endpoint, db, logger } = setUp();
    db.failNextWrites(1);
    expect((await endpoint(post(JSON.stringify({ path: '/s/:site', metrics: [{ name: 'LCP', value: 900 }] }))))?.status).toBe(503);
    expect(logger.entries().filter((e) => e.level === 'error')).toHaveLength(1);
  });
});
