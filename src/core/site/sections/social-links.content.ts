import { BUSINESS_CATEGORIES } from '../business-category';
import type { ContactEssentials } from '../contact-essentials';
import { CONTACT_LIMITS, NO_CONTACT, publishedContact, readContactEssentials } from '../contact-essentials';
import { ADDRESS_LIMITS } from '../postal-address';
import { isRecord, safeHttpsUrl } from '../site-fields';
import type { SocialNetwork } from '../social-networks';
import { SOCIAL_NETWORKS, safeSocialUrl } from '../social-networks';
import { defineSectionContent } from './section-definition';
import { socialLinksSection } from './social-links.section';

/** How visitors reach the business: its contact essentials and its profiles elsewhere. */
export interface SocialLinksSection {
  readonly links: Readonly<Partial<Record<SocialNetwork, string>>>;
  readonly contact: ContactEssentials;
}

function hasSomethingToShow(section: SocialLinksSection): boolean {
  const { showAddress, showPhone, showEmail, whatsappButton } = section.contact;
  return Object.keys(section.links).length > 0 || showAddress || showPhone || showEmail || (whatsappButton && section.links.whatsapp !== undefined);
}

export const socialLinksContent = defineSectionContent(socialLinksSection, {
  blank: () => ({ links: {}, contact: { ...NO_CONTACT } }),
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
    return { links, contact: readContactEssentials(raw.contact, r.child('contact')) };
  },
  fields: [
    {
      kind: 'group',
      key: 'contact',
      label: 'fields.contactEssentials',
      hint: 'contact.hint',
      fields: [
        {
          kind: 'select',
          key: 'category',
          label: 'contact.category',
          hint: 'contact.categoryHint',
          options: [{ value: '', label: { label: 'contact.categories.none' } }, ...BUSINESS_CATEGORIES.map((c) => ({ value: c, label: { label: `contact.categories.${c}` } }))],
        },
        {
          kind: 'group',
          key: 'address',
          label: 'contact.address',
          hint: 'contact.addressHint',
          fields: [
            { kind: 'textarea', key: 'street', translatable: false, label: 'contact.street', hint: 'contact.streetHint', max: ADDRESS_LIMITS.street },
            { kind: 'text', key: 'locality', translatable: false, label: 'contact.locality', max: ADDRESS_LIMITS.locality },
            { kind: 'text', key: 'region', translatable: false, label: 'contact.region', hint: 'contact.regionHint', max: ADDRESS_LIMITS.region },
            { kind: 'text', key: 'postalCode', translatable: false, label: 'contact.postalCode', max: ADDRESS_LIMITS.postalCode },
            { kind: 'text', key: 'country', translatable: false, label: 'contact.country', hint: 'contact.countryHint', max: ADDRESS_LIMITS.country },
          ],
        },
        { kind: 'checkbox', key: 'showAddress', label: 'contact.showAddress' },
        {
          kind: 'group',
          key: 'pin',
          label: 'contact.pin',
          hint: 'contact.pinHint',
          fields: [
            { kind: 'text', key: 'latitude', translatable: false, label: 'contact.latitude', max: 20 },
            { kind: 'text', key: 'longitude', translatable: false, label: 'contact.longitude', max: 20 },
          ],
        },
        { kind: 'text', key: 'phone', label: 'contact.phone', max: CONTACT_LIMITS.phone, inputType: 'tel' },
        { kind: 'checkbox', key: 'showPhone', label: 'contact.showPhone' },
        { kind: 'text', key: 'email', label: 'contact.email', max: CONTACT_LIMITS.email, inputType: 'email' },
        { kind: 'checkbox', key: 'showEmail', label: 'contact.showEmail' },
        { kind: 'checkbox', key: 'whatsappButton', label: 'contact.whatsappButton' },
      ],
    },
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
  publicSite: {
    kind: 'block',
    isEmpty: (section: SocialLinksSection) => !hasSomethingToShow(section),
    visible: (section: SocialLinksSection): SocialLinksSection => {
      const contact = publishedContact(section.contact);
      return { links: section.links, contact: { ...contact, whatsappButton: contact.whatsappButton && section.links.whatsapp !== undefined } };
    },
  },
});
