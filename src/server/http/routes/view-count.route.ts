import type { SiteRoute } from '../route-context';
import { empty } from '../site-http';

/** POST <site>/view: a page view. The answer is the same either way, so it tells nothing about the throttle. */
export const viewCountRoute: SiteRoute = async (request, address, ctx) => {
  const counted = await ctx.useCases.countSiteView.execute(address.username, request.clientAddress ?? '');
  return counted ? empty(204) : empty(404);
};
