// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_STRINGS } from './portal-strings';
import type { PortalPushTag } from './render-portal-page';
import { portalPushLoaderScript } from './render-portal-page';

const PUSH: PortalPushTag = {
  scriptUrl: '/s/_portal-push.js?v=abc',
  config: { apiKey: 'key', projectId: 'sitio-prod', messagingSenderId: '42', appId: '1:42:web:x', vapidKey: 'BPk' },
};
const EN = PORTAL_STRINGS.EN.push;

type Permission = 'granted' | 'denied' | 'default';

/** The account page's push box, a browser with (or without) web push, and the push script already loaded. */
function load(options: { supported?: boolean; permission?: Permission; subscribe?: () => Promise<void> } = {}) {
  const { supported = true, permission = 'granted', subscribe = () => Promise.resolve() } = options;
  document.body.innerHTML = `<div id="push" hidden><p><button class="btn o" type="button">${EN.button}</button></p><p id="push-s" role="status"></p></div>`;
  const spy = vi.fn(subscribe);
  const w = window as unknown as Record<string, unknown>;
  w['isSecureContext'] = true;
  w['sitioPortalPush'] = { subscribe: spy };
  if (supported) {
    w['PushManager'] = function PushManager() {};
    w['Notification'] = { permission: 'default', requestPermission: () => Promise.resolve(permission) };
    w['indexedDB'] = {};
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
  new Function(portalPushLoaderScript(PUSH, '/s/sol1234/portal/push-token', EN))();
  return { box: document.getElementById('push')!, button: document.querySelector('button')!, status: document.getElementById('push-s')!, subscribe: spy };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  const w = window as unknown as Record<string, unknown>;
  for (const name of ['sitioPortalPush', 'PushManager', 'Notification', 'indexedDB']) delete w[name];
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the portal's push button", () => {
  it('stays hidden where the browser has no web push', () => {
    expect(load({ supported: false }).box.hidden).toBe(true);
  });

  it('on a click, once allowed, hands the web config and the token address to the push script and says it is done', async () => {
    const { box, button, status, subscribe } = load();
    expect(box.hidden).toBe(false);
    button.click();
    await settled();
    expect(subscribe).toHaveBeenCalledWith({ ...PUSH.config, endpoint: '/s/sol1234/portal/push-token' });
    expect(status.textContent).toBe(EN.done);
    expect(button.hidden).toBe(true);
  });

  it('says so when notifications are refused, and never gets a token', async () => {
    const { button, status, subscribe } = load({ permission: 'denied' });
    button.click();
    await settled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(status.textContent).toBe(EN.refused);
    expect(status.className).toBe('note bad');
    expect(button.disabled).toBe(false);
  });

  it('says it failed when the token cannot be had or saved, and may be tried again', async () => {
    const { button, status } = load({ subscribe: () => Promise.reject(new Error('push token not saved (401)')) });
    button.click();
    await settled();
    expect(status.textContent).toBe(EN.failed);
    expect(button.disabled).toBe(false);
  });
});
