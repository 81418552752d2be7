import { createHash } from 'node:crypto';
import type { DigestPort } from '../../ports/digest.port';

/** SHA-256 by Node's own crypto: the server's digests. */
export class NodeDigest implements DigestPort {
  sha256Base64(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('base64');
  }
}
