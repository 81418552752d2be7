import { describe, expect, it } from 'vitest';
import { serviceWorkerScript } from '../../../src/ui/service-worker/service-worker-script';

type Listener = (event: { request?: { url: string; method: string; mode: string }; respondWith?: (response: Promise<unknown>) => void; waitUntil?: (work: Promise<unknown>) => void }) => void;

/** Runs the generated worker against a fake cache holding what it precached, and answers requests. */
async function loadWorker(input = { version: 'v2', assets: ['/assets/index-a.js', '/assets/index-a.css'], pages: ['/', '/pricing', '/es/pricing'], appShell: '/app.html' }) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Map<string, string>>([['sitio-v1', new Map()], ['other-app', new Map()]]);
  const caches = {
    open: async (name: string) => {
      if (!stored.has(name)) stored.set(name, new Map());
      const cache = stored.get(name)!;
      return {
        addAll: async (urls: string[]) => urls.forEach((url) => cache.set(url, `cached ${url}`)),
        match: async (url: string) => cache.get(url),
      };
    },
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
  };
  const self = {
    location: { origin: 'https://sitio.app' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  const fetch = async (request: { url: string }) => `network ${request.url}`;
  new Function('self', 'caches', 'fetch', serviceWorkerScript(input))(self, caches, fetch);
  const run = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise) => (work = promise) });
    await work;
  };
  await run('install');
  await run('activate');
  const answer = async (url: string, mode = 'no-cors', method = 'GET'): Promise<unknown> => {
    let response: Promise<unknown> | null = null;
    listeners.get('fetch')!({ request: { url, method, mode }, respondWith: (promise) => (response = promise) });
    return response === null ? 'not handled' : await response;
  };
  return { stored, answer };
}

describe('the service worker', () => {
  it('precaches the pages and the build files of its version, and drops its earlier versions only', async () => {
    const { stored } = await loadWorker();
    expect([...stored.keys()].sort()).toEqual(['other-app', 'sitio-v2']);
    expect([...stored.get('sitio-v2')!.keys()]).toEqual(['/', '/pricing', '/es/pricing', '/app.html', '/assets/index-a.js', '/assets/index-a.css']);
  });

  it('opens prerendered pages and every app route from the device, as Hosting rewrites them', async () => {
    const { answer } = await loadWorker();
    expect(await answer('https://sitio.app/pricing/', 'navigate')).toBe('cached /pricing');
    expect(await answer('https://sitio.app/es/pricing', 'navigate')).toBe('cached /es/pricing');
    expect(await answer('https://sitio.app/', 'navigate')).toBe('cached /');
    expect(await answer('https://sitio.app/dashboard/settings', 'navigate')).toBe('cached /app.html');
    expect(await answer('https://sitio.app/es/entrar', 'navigate')).toBe('cached /app.html');
    expect(await answer('https://sitio.app/assets/index-a.js')).toBe('cached /assets/index-a.js');
  });

  it("leaves members' sites, other origins, unknown files and writes to the network", async () => {
    const { answer } = await loadWorker();
    expect(await answer('https://sitio.app/s/anaruiz', 'navigate')).toBe('not handled');
    expect(await answer('https://firestore.googleapis.com/v1/x')).toBe('not handled');
    expect(await answer('https://sitio.app/images/new.png')).toBe('not handled');
    expect(await answer('https://sitio.app/assets/index-a.js', 'cors', 'POST')).toBe('not handled');
    expect(await answer('https://sitio.app/sw.js')).toBe('not handled');
  });
});
