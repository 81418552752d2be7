import { isRecord, safeHttpsUrl } from '../site-fields';
import type { SocialNetwork } from '../social-networks';
import { SOCIAL_NETWORKS, safeSocialUrl } from '../social-networks';
import { defineSection } from './section-definition';

export interface SocialLinksSection {
  readonly links: Readonly<Partial<Record<SocialNetwork, string>>>;
}

export const socialLinksSection = defineSection({
  id: 'social-links',
  blank: () => ({ links: {} }),
  read: (raw, r): SocialLinksSection => {
    const linksRaw = isRecord(raw.links) ? raw.links : {};
    if (raw.links !== undefined && !isRecord(raw.links)) r.fail('links', 'invalid');
    const links: Partial<Record<SocialNetwork, string>> = {};
    for (const network of SOCIAL_NETWORKS) {
      const value = linksRaw[network];
      if (value === undefined || value === null || value === '') continue;
      const url = safeSocialUrl(network, value);
      if (url === null) r.fail(`links.${network}`, safeHttpsUrl(value) === null ? 'unsafe-url' : 'wrong-network');
      else links[network] = url;
    }
    return { links };
  },
  fields: [
    {
      kind: 'group',
      key: 'links',
      label: 'fields.socialLinks',
      fields: SOCIAL_NETWORKS.map((network) => ({
        kind: 'text' as const,
        key: network,
        label: `social.${network}`,
        max: 2048,
        inputType: 'url' as const,
        ...(network === 'whatsapp' ? { hint: 'social.whatsappHint' } : {}),
      })),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: SocialLinksSection) => Object.keys(section.links).length === 0 },
});
