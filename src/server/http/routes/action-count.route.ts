import { BEACON_FIELDS } from '../../../public-site/render/view-counter-script';
import type { SiteRoute } from '../route-context';
import { empty } from '../site-http';
import { beaconFields, beaconOf } from './beacon-of';

/** POST <site>/act: a tap on a customer action (navigator.sendBeacon). The same answer whether or not it counted. */
export const actionCountRoute: SiteRoute = async (request, address, ctx) => {
  const fields = beaconFields(request);
  const outcome = await ctx.useCases.countSiteAction.execute(address.username, fields.get(BEACON_FIELDS.action) ?? undefined, beaconOf(request, address, fields));
  return empty(outcome === 'accepted' ? 204 : outcome === 'not-found' ? 404 : 400);
};
