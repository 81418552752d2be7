import { ContainerModule } from 'inversify';
import type { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { memoryModule } from '../../src/adapters/memory/memory.module';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import type { AppConfig } from '../../src/core/config/app-config';
import type { ClockPort } from '../../src/ports/clock.port';
import { CLOCK } from '../../src/ports/clock.port';
import type { LoggerPort } from '../../src/ports/logger.port';
import { LOGGER } from '../../src/ports/logger.port';
import type { MailOutboxPort } from '../../src/ports/mail-outbox.port';
import { MAIL_OUTBOX } from '../../src/ports/mail-outbox.port';
import type { PortalAuthPort } from '../../src/ports/portal-auth.port';
import { PORTAL_AUTH } from '../../src/ports/portal-auth.port';
import type { PortalDirectoryPort } from '../../src/ports/portal-directory.port';
import { PORTAL_DIRECTORY } from '../../src/ports/portal-directory.port';
import type { PageOptions, Server } from '../../src/server/server-composition';
import { composeServer } from '../../src/server/server-composition';
import type { SiteHandler } from '../../src/server/http/site-http';
import { serverSettingsFrom } from '../../src/server/server-settings';

export interface MemorySiteOptions extends Partial<PageOptions> {
  /** The deployment's privileged ids, over none. */
  readonly roleConfig?: Pick<AppConfig, 'adminIds' | 'fullAccessIds'>;
  /** Settings over the defaults ('.sitio.app', no privileged ids). */
  readonly config?: Partial<AppConfig>;
  /** Elite's Users Portal: customers' accounts and the owners' directory. Without it every customer area is closed. */
  readonly portal?: { readonly auth: PortalAuthPort; readonly directory: PortalDirectoryPort };
  /** Where the server's failures go; a recording logger of its own by default. */
  readonly logger?: LoggerPort;
  /** Where the server leaves mail (a memory outbox of its own by default). */
  readonly mail?: MailOutboxPort;
}

/**
 * The server, built by its one composition root, on the memory adapters of `db` and `clock`:
 * for the '.sitio.app' domain, no privileged ids, no speed beacon and no portal unless given.
 * Two servers on one `db` are two server instances sharing one database.
 */
export function memoryServer(db: MemoryDatabase, clock: ClockPort, options: MemorySiteOptions = {}): Server {
  const app: AppConfig = { ...DEFAULT_APP_CONFIG, ...options.config, ...(options.roleConfig ?? {}) };
  const settings = { ...serverSettingsFrom({}), app };
  const { portal } = options;
  const overrides = new ContainerModule(({ rebind, unbind }) => {
    rebind(CLOCK).toConstantValue(clock);
    if (options.logger !== undefined) rebind(LOGGER).toConstantValue(options.logger);
    if (options.mail !== undefined) rebind(MAIL_OUTBOX).toConstantValue(options.mail);
    if (portal === undefined) unbind(PORTAL_AUTH);
    else {
      rebind(PORTAL_AUTH).toConstantValue(portal.auth);
      rebind(PORTAL_DIRECTORY).toConstantValue(portal.directory);
    }
  });
  const pages: PageOptions = {
    extraImageOrigins: options.extraImageOrigins ?? [],
    ...(options.speed === undefined ? {} : { speed: options.speed }),
    ...(options.portalPush === undefined ? {} : { portalPush: options.portalPush }),
  };
  return composeServer({ settings, ports: [memoryModule(db), overrides], pages });
}

/** memoryServer's HTTP side: what a visitor's browser talks to. */
export function memorySiteHandler(db: MemoryDatabase, clock: ClockPort, options: MemorySiteOptions = {}): SiteHandler {
  return memoryServer(db, clock, options).http;
}
