import type { SiteRoute } from '../route-context';
import { empty } from '../site-http';
import { beaconFields, beaconOf } from './beacon-of';

/** POST <site>/view: a page view. The answer is the same either way, so it tells nothing about the throttle. */
export const viewCountRoute: SiteRoute = async (request, address, ctx) => {
  const counted = await ctx.useCases.countSiteView.execute(address.username, beaconOf(request, address, beaconFields(request)));
  return counted ? empty(204) : empty(404);
};
