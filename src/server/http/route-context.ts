import type { ServerUseCases } from '../server-use-cases';
import type { PageResponses } from './page-response';
import type { SiteAddress } from './site-address';
import type { SiteRequest, SiteResponse } from './site-http';

/** A script the server serves at a versioned address (the speed beacon, the portal's push script). */
export interface ServedScript {
  readonly script: string;
  /** Its version (a hash of it), as its address carries it. */
  readonly version: string;
}

/** What every route is handed: the use cases, and how pages are answered. */
export interface RouteContext {
  readonly useCases: ServerUseCases;
  readonly pages: PageResponses;
  readonly scripts: { readonly speed: ServedScript; readonly portalPush: ServedScript };
  /** Failures no visitor is told the cause of go to the server's log. */
  readonly logError: (context: string, error: unknown) => void;
}

/** A route of a member's site: the request, the site address it is for, and the path's captures. */
export type SiteRoute = (request: SiteRequest, address: SiteAddress, ctx: RouteContext, captures: readonly string[]) => Promise<SiteResponse>;

/** A route answered on any host (a member's own domain included) at a fixed path. */
export type HostRoute = (request: SiteRequest, ctx: RouteContext, query: URLSearchParams) => Promise<SiteResponse>;
