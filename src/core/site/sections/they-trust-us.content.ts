import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { theyTrustUsSection } from './they-trust-us.section';
import type { SiteImage } from './section-readers';
import { imageListField, readImage } from './section-readers';

export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}
export interface TheyTrustUsSection {
  readonly logos: readonly SiteImage[];
  readonly testimonials: readonly Testimonial[];
}

export const theyTrustUsContent = defineSectionContent(theyTrustUsSection, {
  blank: () => ({ logos: [], testimonials: [] }),
  read: (raw, r): TheyTrustUsSection => ({
    logos: r.items(raw.logos, 'logos', SITE_LIMITS.logos, readImage),
    testimonials: r.items(raw.testimonials, 'testimonials', SITE_LIMITS.testimonials, (item, ir) => ({
      quote: ir.paragraph(item.quote, 'quote', SITE_LIMITS.testimonial, true),
      author: ir.line(item.author, 'author', SITE_LIMITS.name, true),
      role: ir.line(item.role, 'role', SITE_LIMITS.shortText),
    })),
  }),
  fields: [
    imageListField('logos', 'fields.logos', SITE_LIMITS.logos),
    {
      kind: 'list',
      key: 'testimonials',
      label: 'fields.testimonials',
      max: SITE_LIMITS.testimonials,
      itemLabel: 'fields.testimonialN',
      addLabel: 'list.addTestimonial',
      fields: [
        { kind: 'textarea', key: 'quote', label: 'fields.quote', max: SITE_LIMITS.testimonial, required: true },
        { kind: 'text', key: 'author', translatable: false, label: 'fields.author', max: SITE_LIMITS.name, required: true },
        { kind: 'text', key: 'role', label: 'fields.role', max: SITE_LIMITS.shortText },
      ],
      blank: () => ({ quote: '', author: '', role: '' }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: TheyTrustUsSection) => section.logos.length === 0 && section.testimonials.length === 0 },
});
