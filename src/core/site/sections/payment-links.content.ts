import { safeHttpsUrl } from '../site-fields';
import { SITE_LIMITS } from '../site-limits';
import type { Audience } from '../../portal/audience';
import { ITEM_AUDIENCE_FIELD, readItemAudience } from './section-audience';
import { defineSectionContent } from './section-definition';
import { paymentLinksSection } from './payment-links.section';

export interface PaymentLink {
  readonly label: string;
  readonly url: string;
  /** Absent: everyone. */
  readonly audience?: Audience;
}
export interface PaymentLinksSection {
  readonly links: readonly PaymentLink[];
}

export const paymentLinksContent = defineSectionContent(paymentLinksSection, {
  blank: () => ({ links: [] }),
  read: (raw, r): PaymentLinksSection => ({
    links: r.items(raw.links, 'links', SITE_LIMITS.paymentLinks, (item, ir) => {
      const url = safeHttpsUrl(item.url);
      if (url === null) ir.fail('url', item.url === undefined || item.url === '' ? 'required' : 'unsafe-url');
      return { label: ir.line(item.label, 'label', SITE_LIMITS.shortText, true), url: url ?? '', ...readItemAudience(item.audience, ir) };
    }),
  }),
  fields: [
    {
      kind: 'list',
      key: 'links',
      label: 'fields.paymentLinks',
      max: SITE_LIMITS.paymentLinks,
      itemLabel: 'fields.linkN',
      addLabel: 'list.addLink',
      fields: [
        { kind: 'text', key: 'label', label: 'fields.linkLabel', max: SITE_LIMITS.shortText, required: true },
        { kind: 'text', key: 'url', label: 'fields.paymentUrl', hint: 'fields.paymentUrlHint', max: 2048, inputType: 'url' },
        ITEM_AUDIENCE_FIELD,
      ],
      blank: () => ({ label: '', url: '' }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: PaymentLinksSection) => section.links.length === 0 },
});
