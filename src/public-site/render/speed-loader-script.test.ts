// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speedLoaderScript } from './site-html';

const TAG = { src: '/s/_speed.js?v=abc', endpoint: '/s/_speed', route: '/s/:site', rate: 0.25 };

function beaconScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === TAG.src);
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the speed beacon loader', () => {
  it('adds the beacon only after the page has loaded, with where and how often to report', () => {
    vi.useFakeTimers();
    let state: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    new Function(speedLoaderScript(TAG))();
    vi.runAllTimers();
    // While the page loads nothing is fetched, so the beacon cannot delay its paints.
    expect(beaconScripts()).toHaveLength(0);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    const [script] = beaconScripts();
    expect(script?.async).toBe(true);
    expect({ ...script?.dataset }).toEqual({ endpoint: '/s/_speed', route: '/s/:site', rate: '0.25' });
  });

  it('adds it at once on a page that has already loaded', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    new Function(speedLoaderScript(TAG))();
    vi.runAllTimers();
    expect(beaconScripts()).toHaveLength(1);
  });
});
