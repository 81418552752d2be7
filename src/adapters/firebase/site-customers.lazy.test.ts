import { describe, expect, it, vi } from 'vitest';
import type { SiteCustomersPort } from '../../ports/site-customers.port';
import { LazySiteCustomers } from './site-customers.lazy';

function fakePort(): SiteCustomersPort & { started: number; stopped: number } {
  const fake = {
    started: 0,
    stopped: 0,
    watchPendingCount: (_owner: string, listener: (count: number) => void) => {
      fake.started += 1;
      listener(2);
      return () => {
        fake.stopped += 1;
      };
    },
    createGroup: async () => 'g1',
  };
  return fake as unknown as SiteCustomersPort & { started: number; stopped: number };
}

describe('LazySiteCustomers', () => {
  it('never starts a watch that was stopped while the code was on its way', async () => {
    const port = fakePort();
    const lazy = new LazySiteCustomers(async () => port);
    const listener = vi.fn();
    lazy.watchPendingCount('owner', listener)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(port.started).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops a started watch, and loads the code once for every call', async () => {
    const port = fakePort();
    const load = vi.fn(async () => port);
    const lazy = new LazySiteCustomers(load);
    const listener = vi.fn();
    const stop = lazy.watchPendingCount('owner', listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(2));
    await expect(lazy.createGroup('owner', 'VIP', 0)).resolves.toBe('g1');
    stop();
    expect(port.stopped).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const port = fakePort();
    const load = vi.fn<() => Promise<SiteCustomersPort>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(port);
    const lazy = new LazySiteCustomers(load);
    await expect(lazy.createGroup('owner', 'VIP', 0)).rejects.toThrow('offline');
    await expect(lazy.createGroup('owner', 'VIP', 0)).resolves.toBe('g1');
  });
});
