import { createHash } from 'node:crypto';
import type { DigestPort } from '../../ports/digest.port';

export class NodeDigest implements DigestPort {
  sha256Base64(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('base64');
  }
}
