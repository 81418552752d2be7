import { afterEach, describe, expect, it, vi } from 'vitest';
import { shiftPorts, stackFor } from '../../../scripts/lib/stack-config.mjs';

describe('the local stacks’ ports', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('moves every port by SITIO_PORT_OFFSET', () => {
    vi.stubEnv('SITIO_PORT_OFFSET', '3000');
    expect(stackFor('dev').ports).toMatchObject({ firestore: 11080, auth: 12099, app: 8173 });
    expect(stackFor('test').ports).toMatchObject({ firestore: 11085, app: 7173 });
  });

  it('refuses an offset that puts a service on a port browsers will not reach, and says which', () => {
    // 8080 + 2000 is 10080, one of the Fetch standard's bad ports: the emulator would start and
    // never be reached.
    vi.stubEnv('SITIO_PORT_OFFSET', '2000');
    expect(() => stackFor('dev')).toThrow(/firestore on port 10080.*Choose another offset/);
    expect(() => shiftPorts({ hub: 4400 }, 1600)).toThrow(/hub on port 6000/);
    expect(shiftPorts({ hub: 4400 }, 1601)).toEqual({ hub: 6001 });
  });
});
