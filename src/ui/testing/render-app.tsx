import { render, type RenderResult } from '@testing-library/react';
import type { AppConfig } from '../../core/config/app-config';
import type { SiteLanguage } from '../../core/member/member-record';
import { App } from '../app/app';
import type { ComposedBackend } from '../services/app-services';
import { createMemoryApp, type MemoryApp } from '../app/composition/memory.composition';
import { AppRoutes, preloadRoute } from '../app/router';
import { createTestRouter, type TestRouter } from './test-router';
import { createI18n } from '../i18n/i18n';

export interface RenderAppOptions {
  readonly path?: string;
  /** Router location state of the first entry, e.g. `{ from: '/dashboard/settings' }`. */
  readonly state?: unknown;
  readonly language?: SiteLanguage;
  readonly width?: number;
  readonly config?: Partial<AppConfig>;
  /**
   * How the backend reaches the app: `ready` hands it over at once (as after loading), `lazy`
   * loads it when a screen asks, `broken` fails to load (no network, bad configuration).
   */
  readonly backend?: 'ready' | 'lazy' | 'deferred' | 'broken';
  readonly app?: MemoryApp;
}

export interface RenderedApp extends RenderResult {
  readonly app: MemoryApp;
  readonly router: TestRouter;
  /** The path the router is on now. */
  path(): string;
  /** With `backend: 'deferred'`, lets the backend finish loading. */
  releaseBackend(): void;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Creates an account and its member record the way sign-up does, then signs it out or not. */
export async function seedAccount(
  app: MemoryApp,
  details = { email: 'ana@luna.test', password: 'secret-123', displayName: 'Ana Ruiz', phoneNumber: '555 010 2030' },
  options: { signedIn?: boolean } = {},
): Promise<string> {
  const result = await app.backend.useCases.signUp.execute(details);
  if (result.outcome !== 'signed-up') throw new Error(`seeding the account failed: ${result.outcome}`);
  if (options.signedIn !== true) await app.backend.auth.signOut();
  return result.uid;
}

/** Renders the real app (real routes, real screens) on the memory composition root. */
export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const app = options.app ?? createMemoryApp({ config: options.config });
  setViewportWidth(options.width ?? 1280);
  const url = new URL(options.path ?? '/', 'http://localhost');
  // Made before the router, as in main.tsx: the first route loads its translations in its language.
  const i18n = createI18n(options.language ?? app.shell.languagePreference.get() ?? 'EN');
  const router = createTestRouter({ pathname: url.pathname, search: url.search, state: options.state ?? null });
  const mode = options.backend ?? 'ready';
  // `deferred`: the backend arrives only when the test calls `releaseBackend()`, as on a slow network.
  let releaseBackend = () => {};
  const deferred = new Promise<ComposedBackend>((resolve) => {
    releaseBackend = () => resolve(app.backend);
  });
  const backendProps: { backend?: ComposedBackend; loadBackend?: () => Promise<ComposedBackend> } =
    mode === 'ready'
      ? { backend: app.backend }
      : mode === 'lazy'
        ? { loadBackend: () => Promise.resolve(app.backend) }
        : mode === 'deferred'
          ? { loadBackend: () => deferred }
          : { loadBackend: () => Promise.reject(new Error('backend unavailable')) };
  const rendered = render(
    <App i18n={i18n} shell={app.shell} history={router.history} prepareRoute={preloadRoute} {...backendProps}>
      <AppRoutes />
    </App>,
  );
  return { ...rendered, app, router, releaseBackend, path: () => router.state.location.pathname };
}
