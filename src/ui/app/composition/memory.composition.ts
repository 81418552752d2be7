import { Container } from 'inversify';
import { SimulatedClock } from 'xstate';
import { memoryModule, type MemoryModuleOptions } from '../../../adapters/memory/memory.module';
import { DASHBOARD_SNAPSHOT } from '../../../ports/dashboard-snapshot.port';
import { MemoryDatabase } from '../../../adapters/memory/memory-database';
import { FakeClock } from '../../../adapters/memory/clock.memory';
import { FakePushDevice, type FakePushDeviceOptions } from '../../../adapters/memory/push-messaging.memory';
import { MemoryPushTokenRecord } from '../../../adapters/memory/push-token-record.memory';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../ports/app-config.port';
import { CLOCK } from '../../../ports/clock.port';
import { LANGUAGE_PREFERENCE } from '../../../ports/language-preference.port';
import { LOGGER } from '../../../ports/logger.port';
import { SHARE } from '../../../ports/share.port';
import type { ComposedBackend, ShellServices } from '../../services/app-services';
import { backendServicesOf } from './backend-ports';
import { resolve } from './resolve';
import type { PortToken } from '../../../ports/port-token';
import { slowDownBackend, slowMemoryMsFromEnv } from './slow-backend';

export interface MemoryApp {
  readonly db: MemoryDatabase;
  readonly container: Container;
  readonly shell: ShellServices;
  readonly backend: ComposedBackend;
  /** The machines' timers: nothing delayed happens until the test moves this clock on. */
  readonly timers: SimulatedClock;
  /**
   * Any port of the container, for a test to arrange or read what another party writes (a
   * customer signing up, a visitor's message): screens reach some ports only through use-cases.
   */
  port<T>(token: PortToken<T>): T;
}

export interface MemoryAppOptions {
  readonly config?: Partial<AppConfig>;
  readonly db?: MemoryDatabase;
  readonly device?: MemoryModuleOptions['device'];
  readonly timers?: SimulatedClock;
  /**
   * Backend answers this many real milliseconds late (./slow-backend.ts); by default the value
   * of `SITIO_SLOW_MEMORY_MS`, and without it at once.
   */
  readonly slowBackendMs?: number;
}

/**
 * Composition root of the web app on the memory adapters: component tests render the real
 * screens against it, with no module mocks.
 */
export function createMemoryApp(options: MemoryAppOptions = {}): MemoryApp {
  const db = options.db ?? new MemoryDatabase();
  const timers = options.timers ?? new SimulatedClock();
  const container = new Container();
  container.load(memoryModule(db, options.device === undefined ? {} : { device: options.device }));
  const slowMs = options.slowBackendMs ?? slowMemoryMsFromEnv();
  if (slowMs > 0) slowDownBackend(container, slowMs);
  const config: AppConfig = { ...DEFAULT_APP_CONFIG, ...options.config };
  container.bind(APP_CONFIG).toConstantValue(config);
  const shell: ShellServices = {
    config,
    clock: resolve(container, CLOCK),
    timers,
    logger: resolve(container, LOGGER),
    languagePreference: resolve(container, LANGUAGE_PREFERENCE),
    share: resolve(container, SHARE),
    dashboardSnapshot: resolve(container, DASHBOARD_SNAPSHOT),
  };
  return { db, container, shell, backend: backendServicesOf(container, timers), timers, port: (token) => resolve(container, token) };
}

/**
 * A backend and one device to open the app on again and again, each page load being a new
 * `createMemoryApp({ db, device })`, with a clock the test moves between visits.
 */
export function createMemoryDevice(options: { readonly push?: FakePushDeviceOptions } = {}) {
  const clock = new FakeClock();
  return {
    clock,
    db: new MemoryDatabase({ clock }),
    device: { push: new FakePushDevice(options.push), pushTokenRecord: new MemoryPushTokenRecord() },
  };
}
