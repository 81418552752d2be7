/**
 * The composition root for tests: a container whose every port is bound to a memory adapter,
 * all sharing one database and one fake clock. Tests arrange state through `db` (outages,
 * accounts, documents) and move time with `clock`; what they exercise gets its ports from
 * `container`, exactly as the app and the CLI do from theirs.
 */
import 'reflect-metadata';
import { Container } from 'inversify';
import { FakeClock } from '../../src/adapters/memory/clock.memory';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { memoryModule } from '../../src/adapters/memory/memory.module';
import type { MemoryModuleOptions } from '../../src/adapters/memory/memory.module';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import type { AppConfig } from '../../src/core/config/app-config';
import type { EpochMs } from '../../src/core/time/time';
import { APP_CONFIG } from '../../src/ports/app-config.port';
import type { PortToken } from '../../src/ports/port-token';

export interface MemoryContainerOptions extends MemoryModuleOptions {
  /** Start time of the fake clock. */
  readonly now?: EpochMs;
  /** Share the backend of another container, e.g. a second device or the admin CLI. */
  readonly db?: MemoryDatabase;
  /**
   * Deployment settings over the defaults. APP_CONFIG is bound only when this is given, so
   * helpers that bind their own configuration afterwards keep working.
   */
  readonly config?: Partial<AppConfig>;
}

export interface MemoryContainer {
  readonly container: Container;
  readonly db: MemoryDatabase;
  readonly clock: FakeClock;
  /** `container.get` typed by the port token. */
  get<T>(token: PortToken<T>): T;
}

export function createMemoryContainer(options: MemoryContainerOptions = {}): MemoryContainer {
  const db = options.db ?? new MemoryDatabase({ clock: new FakeClock(options.now) });
  if (!(db.clock instanceof FakeClock)) throw new TypeError('createMemoryContainer needs a database driven by a FakeClock');
  if (options.db !== undefined && options.now !== undefined) db.clock.set(options.now);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(memoryModule(db, options));
  if (options.config !== undefined) container.bind(APP_CONFIG).toConstantValue({ ...DEFAULT_APP_CONFIG, ...options.config });
  return { container, db, clock: db.clock, get: <T>(token: PortToken<T>): T => container.get<T>(token) };
}
