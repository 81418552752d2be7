/** A new secret for a link (the calendar feed, the reminder): 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The hash kept of a feed token (SHA-256, hex), the same in the owner's browser and on the server. */
export async function feedKeyHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
