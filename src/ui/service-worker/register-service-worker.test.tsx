import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

function stubServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  return register;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker registration', () => {
  it('waits for what the page still needs (the backend) before installing', async () => {
    vi.stubEnv('PROD', true);
    const register = stubServiceWorker();
    let backendLoaded: () => void = () => undefined;
    const after = new Promise<void>((resolve) => {
      backendLoaded = resolve;
    });
    registerServiceWorker({ after, onError: () => undefined });
    await settle();
    expect(register).not.toHaveBeenCalled();
    backendLoaded();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js'));
  });

  it('reports a registration that fails', async () => {
    vi.stubEnv('PROD', true);
    const failure = new Error('refused');
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: () => Promise.reject(failure) } });
    const onError = vi.fn();
    registerServiceWorker({ onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });

  it('registers nothing in development', async () => {
    vi.stubEnv('PROD', false);
    const register = stubServiceWorker();
    registerServiceWorker({ onError: () => undefined });
    await settle();
    expect(register).not.toHaveBeenCalled();
  });
});
