import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** One-way digests the server needs: visitors' throttle keys, and the hashes a page's policy names. */
export interface DigestPort {
  /** SHA-256 of the UTF-8 text, in base64. */
  sha256Base64(text: string): string;
}

export const DIGEST: PortToken<DigestPort> = portToken<DigestPort>('DigestPort');
