import type { ClockPort } from '../../src/ports/clock.port';
import type { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MemoryFormPostLimits } from '../../src/adapters/memory/form-post-limits.memory';
import { MemoryPublicSites } from '../../src/adapters/memory/public-sites.memory';
import { MemorySiteAnalytics } from '../../src/adapters/memory/site-analytics.memory';
import { sha256Base64 } from '../../src/public-site/server/node-http';
import type { PublicSiteHandler, PublicSiteHandlerDeps } from '../../src/public-site/server/public-site-handler';
import { createPublicSiteHandler } from '../../src/public-site/server/public-site-handler';

/**
 * A site server on the memory adapters of `db`, for the '.sitio.app' domain and no privileged
 * ids; `extra` adds or replaces dependencies (the portal, the speed beacon, image origins…).
 * Two handlers on one `db` are two server instances sharing one database.
 */
export function memorySiteHandler(db: MemoryDatabase, clock: ClockPort, extra: Partial<PublicSiteHandlerDeps> = {}): PublicSiteHandler {
  return createPublicSiteHandler({
    sites: new MemoryPublicSites(db),
    roleConfig: { adminIds: [], fullAccessIds: [] },
    analytics: new MemorySiteAnalytics(db),
    formLimits: new MemoryFormPostLimits(db),
    clock,
    appDomainSuffix: '.sitio.app',
    sha256Base64,
    ...extra,
  });
}
