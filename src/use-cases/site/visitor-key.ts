import type { DigestPort } from '../../ports/digest.port';

/** What a visitor's key throttles: each has its own keys, so one limit never reads another's. */
export type VisitorKeyPurpose = 'sitio-view' | 'sitio-form' | 'sitio-portal' | 'sitio-device';

/**
 * The visitor's throttle key: a hash of the purpose, the site and the address, so the raw
 * address is never stored and one visitor's keys on two sites cannot be matched. Base64url, a
 * valid document id.
 */
export function visitorKey(digest: DigestPort, memberId: string, address: string, purpose: VisitorKeyPurpose): string {
  return digest.sha256Base64(`${purpose}\n${memberId}\n${address}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
