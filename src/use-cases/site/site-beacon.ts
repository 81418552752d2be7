import { inject, injectable } from 'inversify';
import type { ResultLanguage } from '../../core/analytics/customer-actions';
import { resultLanguageOf } from '../../core/analytics/customer-actions';
import { isBotAgent, isDeviceId } from '../../core/analytics/visitor-count-rule';
import { siteLanguageOf } from '../../core/site/public-site-model';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import type { PublishedSite } from '../../ports/public-sites.port';
import { visitorKey } from './visitor-key';

/** A count the page sent (a view or a tap), as far as counting needs it. Every field is untrusted. */
export interface SiteBeacon {
  /** Only ever used hashed. */
  readonly clientAddress: string;
  readonly userAgent?: string;
  /** The host the page was served on: a referrer from the site itself is no source. */
  readonly host?: string;
  /** The device's own random id. */
  readonly device?: string;
  /** The page's language, 'en' or 'es'. */
  readonly language?: string;
  readonly referrer?: string;
  /** The page address's `src` tag. */
  readonly tag?: string;
  /** The page's path within the site. */
  readonly page?: string;
}

/** Who a beacon is from, hashed with the site so one visitor's keys on two sites cannot be matched. */
export interface BeaconKeys {
  readonly visitorKey: string;
  readonly addressKey: string;
  readonly language: ResultLanguage;
}

/**
 * The steps the counting use cases share: robots are not counted, and a visitor is their
 * device's id where the page sent one, else (storage blocked, an old page) their address.
 */
@injectable()
export class SiteBeacons {
  constructor(@inject(DIGEST) private readonly digest: DigestPort) {}

  /** Null for a robot's beacon, which is answered as any other and counted nowhere. */
  keysOf(site: PublishedSite, beacon: SiteBeacon): BeaconKeys | null {
    if (isBotAgent(beacon.userAgent)) return null;
    const addressKey = this.addressKey(site, beacon.clientAddress);
    return {
      visitorKey: isDeviceId(beacon.device) ? visitorKey(this.digest, site.memberId, beacon.device, 'sitio-device') : addressKey,
      addressKey,
      language: resultLanguageOf(beacon.language) ?? (siteLanguageOf(site.member) === 'ES' ? 'es' : 'en'),
    };
  }

  addressKey(site: PublishedSite, clientAddress: string): string {
    return visitorKey(this.digest, site.memberId, clientAddress, 'sitio-view');
  }
}
