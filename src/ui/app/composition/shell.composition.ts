import { createBrowserAdapters } from '../../../adapters/browser/browser-adapters';
import { appConfigFrom } from '../../../core/config/app-config-from-env';
import type { ShellServices, TimerClock } from '../../services/app-services';

const browserTimers: TimerClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Composition root of the browser's shell: the ports a browser provides by itself. Cheap and
 * synchronous, so public pages render before any backend code is loaded. Composed by hand: the
 * shell has no dependencies to inject, and the container library would otherwise weigh on the
 * first chunk of every public page; the backend's composition roots, loaded lazily, use it.
 */
export function createShellServices(env: Record<string, string | undefined>): ShellServices {
  return { config: appConfigFrom(env), timers: browserTimers, ...createBrowserAdapters() };
}
