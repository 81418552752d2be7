import { safeHttpUrl } from '../validation/safe-values';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'x', 'youtube', 'linkedin', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The domains each network's profile links live on; a subdomain of one of them also counts. */
const NETWORK_DOMAINS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com'],
  whatsapp: ['wa.me', 'whatsapp.com'],
};

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

function onDomain(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/**
 * The canonical https link to a profile on `network`, or null. Plain http is refused (these
 * networks all serve https), as is any host that is not the network's own: a 'facebook' link
 * to facebook.com.evil.example fails here.
 */
export function safeSocialUrl(network: SocialNetwork, value: unknown): string | null {
  const href = safeHttpUrl(value);
  if (href === null) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const hostname = url.hostname.toLowerCase();
  return NETWORK_DOMAINS[network].some((domain) => onDomain(hostname, domain)) ? href : null;
}
