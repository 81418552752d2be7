import { describe, expect, it } from 'vitest';
import { createMemoryContainer } from '../../../test/support/memory-container';
import { SPEED_STATS } from '../../ports/speed-stats.port';
import { recordSpeedReport } from '../../use-cases/speed/record-speed';
import { SPEED_BEACON_SCRIPT } from '../speed/speed-beacon.generated';
import { createSpeedEndpoint, firstOf, speedScriptUrl } from './speed-endpoint';

function setUp() {
  const container = createMemoryContainer();
  const stats = container.get(SPEED_STATS);
  const endpoint = createSpeedEndpoint({ record: (body) => recordSpeedReport(stats, body, container.clock.now(), Math.random()), script: SPEED_BEACON_SCRIPT, scriptVersion: 'abc' });
  return { endpoint, stats };
}

const post = (body: string) => ({ method: 'POST', url: '/s/_speed', host: 'sol.sitio.app', body: new TextEncoder().encode(body) });

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
    const current = await endpoint({ method: 'GET', url: speedScriptUrl('abc'), host: 'x' });
    expect(current?.headers['Content-Type']).toMatch(/javascript/);
    expect(current?.headers['Cache-Control']).toContain('immutable');
    expect(current?.body).toBe(SPEED_BEACON_SCRIPT);
    expect((await endpoint({ method: 'GET', url: speedScriptUrl('old'), host: 'x' }))?.headers['Cache-Control']).toBe('public, max-age=300');
  });

  it('leaves every other request to the next handler', async () => {
    const { endpoint } = setUp();
    const composed = firstOf(endpoint, async () => ({ status: 200, headers: {}, body: 'site' }));
    expect((await composed({ method: 'GET', url: '/s/sol1234', host: 'x' }))?.body).toBe('site');
    expect(await endpoint({ method: 'POST', url: '/s/sol1234/view', host: 'x' })).toBeNull();
  });

  it('answers 503 and logs when the store fails, so a beacon is never silently lost on our side', async () => {
    const errors: unknown[] = [];
    const endpoint = createSpeedEndpoint({ record: () => Promise.reject(new Error('down')), script: '', scriptVersion: 'v', logError: (_c, e) => errors.push(e) });
    expect((await endpoint(post('{}')))?.status).toBe(503);
    expect(errors).toHaveLength(1);
  });
});
