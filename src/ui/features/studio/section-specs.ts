import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSection } from '../../../core/plans/plan-gates';
import { EMPTY_RICH_TEXT } from '../../../core/site/rich-text';
import type { SectionContentMap, Weekday } from '../../../core/site/site-content';
import { COVER_TEMPLATES, CURRENCIES, SITE_FONTS, SITE_LIMITS, WEEKDAYS } from '../../../core/site/site-content';
import type { SocialNetwork } from '../../../core/site/social-networks';
import { SOCIAL_NETWORKS } from '../../../core/site/social-networks';
import { videoWatchUrl } from '../../../core/site/video-link';
import type { FieldSpec, Raw } from './section-form';

/**
 * What the editor holds for a stored section: the same shape the core reads, except videos,
 * which are edited as the link the member pasted (the core parses it into provider and id).
 */
export function editableOf(section: StudioSection, stored: SectionContentMap[StudioSection] | undefined): Raw {
  if (stored === undefined) return blankSection(section);
  if (section === 'videos') {
    const { videos } = stored as SectionContentMap['videos'];
    return { videos: videos.map((v) => ({ url: videoWatchUrl(v), title: v.title })) };
  }
  return stored as unknown as Raw;
}

export function blankSection(section: StudioSection): Raw {
  switch (section) {
    case 'name':
      return { publicName: '', businessName: '' };
    case 'styles':
      return { themeColor: '#0D0D0D', font: 'Roboto', coverTemplate: 1, coverPicture: '' };
    case 'gallery':
      return { images: [] };
    case 'videos':
      return { videos: [] };
    case 'articles':
      return { articles: [] };
    case 'products':
    case 'services':
      return { items: [] };
    case 'events':
      return { events: [] };
    case 'team':
      return { members: [] };
    case 'hours':
      return {
        week: Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'saturday' || d === 'sunday' ? { closed: true } : { closed: false, open: '09:00', close: '17:00' }])),
        exceptions: [],
      };
    case 'about-us':
    case 'additional-info':
      return { body: EMPTY_RICH_TEXT };
    case 'albums':
      return { albums: [] };
    case 'payment-links':
      return { links: [] };
    case 'they-trust-us':
      return { logos: [], testimonials: [] };
    case 'social-links':
      return { links: {} };
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The controls of every section editor, in the member's language. */
export function useSectionSpecs(): (section: StudioSection) => readonly FieldSpec[] {
  const { t } = useTranslation('studio');
  return useMemo(() => {
    const image = (key: string): FieldSpec[] => [
      { kind: 'image', key: 'url', label: t('fields.image') },
      { kind: 'text', key: 'alt', label: t('fields.alt'), hint: t('fields.altHint'), max: SITE_LIMITS.alt },
    ].map((f) => ({ ...f, key: f.key === 'url' ? key : f.key }) as FieldSpec);
    const imageList = (key: string, label: string, max: number): FieldSpec => ({
      kind: 'list',
      key,
      label,
      max,
      itemLabel: (i) => t('fields.imageN', { n: i + 1 }),
      addLabel: t('list.addImage'),
      fields: image('url'),
      blank: () => ({ url: '', alt: '' }),
    });
    const dayHours = (): FieldSpec[] => [
      { kind: 'checkbox', key: 'closed', label: t('hours.closed') },
      { kind: 'time', key: 'open', label: t('hours.open') },
      { kind: 'time', key: 'close', label: t('hours.close') },
    ];
    const offerings = (addLabel: string, itemLabel: (i: number) => string, max: number): FieldSpec[] => [
      {
        kind: 'list',
        key: 'items',
        label: t('fields.items'),
        max,
        itemLabel,
        addLabel,
        fields: [
          { kind: 'text', key: 'name', label: t('fields.itemName'), max: SITE_LIMITS.shortText, required: true },
          { kind: 'textarea', key: 'description', label: t('fields.description'), max: SITE_LIMITS.description },
          { kind: 'price', key: 'price', label: t('fields.price'), hint: t('fields.priceHint') },
          { kind: 'select', key: 'currency', label: t('fields.currency'), options: CURRENCIES.map((c) => ({ value: c, label: c })) },
          { kind: 'image', key: 'image', label: t('fields.image') },
        ],
        blank: () => ({ name: '', description: '', price: null, currency: 'USD', image: '' }),
      },
    ];
    const weekdayLabel = (day: Weekday): string => {
      switch (day) {
        case 'monday':
          return t('hours.days.monday');
        case 'tuesday':
          return t('hours.days.tuesday');
        case 'wednesday':
          return t('hours.days.wednesday');
        case 'thursday':
          return t('hours.days.thursday');
        case 'friday':
          return t('hours.days.friday');
        case 'saturday':
          return t('hours.days.saturday');
        case 'sunday':
          return t('hours.days.sunday');
      }
    };

    const socialLabel = (network: SocialNetwork): string => {
      switch (network) {
        case 'facebook':
          return t('social.facebook');
        case 'instagram':
          return t('social.instagram');
        case 'tiktok':
          return t('social.tiktok');
        case 'x':
          return t('social.x');
        case 'youtube':
          return t('social.youtube');
        case 'linkedin':
          return t('social.linkedin');
        case 'whatsapp':
          return t('social.whatsapp');
      }
    };

    const specs: Readonly<Record<StudioSection, readonly FieldSpec[]>> = {
      name: [
        { kind: 'text', key: 'publicName', label: t('fields.publicName'), hint: t('fields.publicNameHint'), max: SITE_LIMITS.name, required: true },
        { kind: 'text', key: 'businessName', label: t('fields.businessName'), max: SITE_LIMITS.name },
      ],
      styles: [
        { kind: 'color', key: 'themeColor', label: t('fields.themeColor'), hint: t('fields.themeColorHint') },
        { kind: 'select', key: 'font', label: t('fields.font'), options: SITE_FONTS.map((f) => ({ value: f, label: f })) },
        {
          kind: 'select',
          key: 'coverTemplate',
          label: t('fields.coverTemplate'),
          options: COVER_TEMPLATES.map((n) => ({ value: n, label: t('fields.templateN', { n }) })),
        },
        { kind: 'image', key: 'coverPicture', label: t('fields.coverPicture') },
      ],
      gallery: [imageList('images', t('fields.images'), SITE_LIMITS.gallery)],
      videos: [
        {
          kind: 'list',
          key: 'videos',
          label: t('fields.videos'),
          max: SITE_LIMITS.videos,
          itemLabel: (i) => t('fields.videoN', { n: i + 1 }),
          addLabel: t('list.addVideo'),
          fields: [
            { kind: 'text', key: 'url', label: t('fields.videoUrl'), hint: t('fields.videoUrlHint'), max: 2048, inputType: 'url' },
            { kind: 'text', key: 'title', label: t('fields.title'), max: SITE_LIMITS.shortText },
          ],
          blank: () => ({ url: '', title: '' }),
        },
      ],
      articles: [
        {
          kind: 'list',
          key: 'articles',
          label: t('fields.articles'),
          max: SITE_LIMITS.articles,
          itemLabel: (i) => t('fields.articleN', { n: i + 1 }),
          addLabel: t('list.addArticle'),
          fields: [
            { kind: 'text', key: 'title', label: t('fields.title'), max: SITE_LIMITS.shortText, required: true },
            { kind: 'date', key: 'date', label: t('fields.date'), required: true },
            { kind: 'richtext', key: 'body', label: t('fields.body') },
          ],
          blank: () => ({ title: '', date: today(), body: EMPTY_RICH_TEXT }),
        },
      ],
      products: offerings(t('list.addProduct'), (i) => t('fields.productN', { n: i + 1 }), SITE_LIMITS.products),
      services: offerings(t('list.addService'), (i) => t('fields.serviceN', { n: i + 1 }), SITE_LIMITS.services),
      events: [
        {
          kind: 'list',
          key: 'events',
          label: t('fields.events'),
          max: SITE_LIMITS.events,
          itemLabel: (i) => t('fields.eventN', { n: i + 1 }),
          addLabel: t('list.addEvent'),
          fields: [
            { kind: 'text', key: 'title', label: t('fields.title'), max: SITE_LIMITS.shortText, required: true },
            { kind: 'date', key: 'date', label: t('fields.date'), required: true },
            { kind: 'time', key: 'time', label: t('fields.time'), hint: t('fields.timeHint') },
            { kind: 'text', key: 'place', label: t('fields.place'), max: SITE_LIMITS.shortText },
            { kind: 'textarea', key: 'description', label: t('fields.description'), max: SITE_LIMITS.description },
          ],
          blank: () => ({ title: '', date: today(), time: '', place: '', description: '' }),
        },
      ],
      team: [
        {
          kind: 'list',
          key: 'members',
          label: t('fields.team'),
          max: SITE_LIMITS.team,
          itemLabel: (i) => t('fields.personN', { n: i + 1 }),
          addLabel: t('list.addPerson'),
          fields: [
            { kind: 'text', key: 'name', label: t('fields.personName'), max: SITE_LIMITS.name, required: true },
            { kind: 'text', key: 'role', label: t('fields.role'), max: SITE_LIMITS.shortText },
            { kind: 'image', key: 'photo', label: t('fields.photo') },
          ],
          blank: () => ({ name: '', role: '', photo: '' }),
        },
      ],
      hours: [
        { kind: 'group', key: 'week', label: t('hours.week'), fields: WEEKDAYS.map((day) => ({ kind: 'group', key: day, label: weekdayLabel(day), fields: dayHours() })) },
        {
          kind: 'list',
          key: 'exceptions',
          label: t('hours.exceptions'),
          max: SITE_LIMITS.holidayExceptions,
          itemLabel: (i) => t('hours.exceptionN', { n: i + 1 }),
          addLabel: t('list.addException'),
          fields: [{ kind: 'date', key: 'date', label: t('fields.date'), required: true }, { kind: 'text', key: 'label', label: t('hours.label'), max: SITE_LIMITS.shortText }, ...dayHours()],
          blank: () => ({ date: today(), label: '', closed: true }),
        },
      ],
      'about-us': [{ kind: 'richtext', key: 'body', label: t('fields.aboutUs') }],
      albums: [
        {
          kind: 'list',
          key: 'albums',
          label: t('fields.albums'),
          max: SITE_LIMITS.albums,
          itemLabel: (i) => t('fields.albumN', { n: i + 1 }),
          addLabel: t('list.addAlbum'),
          fields: [{ kind: 'text', key: 'name', label: t('fields.albumName'), max: SITE_LIMITS.shortText, required: true }, imageList('images', t('fields.images'), SITE_LIMITS.albumImages)],
          blank: () => ({ name: '', images: [] }),
        },
      ],
      'payment-links': [
        {
          kind: 'list',
          key: 'links',
          label: t('fields.paymentLinks'),
          max: SITE_LIMITS.paymentLinks,
          itemLabel: (i) => t('fields.linkN', { n: i + 1 }),
          addLabel: t('list.addLink'),
          fields: [
            { kind: 'text', key: 'label', label: t('fields.linkLabel'), max: SITE_LIMITS.shortText, required: true },
            { kind: 'text', key: 'url', label: t('fields.paymentUrl'), hint: t('fields.paymentUrlHint'), max: 2048, inputType: 'url' },
          ],
          blank: () => ({ label: '', url: '' }),
        },
      ],
      'they-trust-us': [
        imageList('logos', t('fields.logos'), SITE_LIMITS.logos),
        {
          kind: 'list',
          key: 'testimonials',
          label: t('fields.testimonials'),
          max: SITE_LIMITS.testimonials,
          itemLabel: (i) => t('fields.testimonialN', { n: i + 1 }),
          addLabel: t('list.addTestimonial'),
          fields: [
            { kind: 'textarea', key: 'quote', label: t('fields.quote'), max: SITE_LIMITS.testimonial, required: true },
            { kind: 'text', key: 'author', label: t('fields.author'), max: SITE_LIMITS.name, required: true },
            { kind: 'text', key: 'role', label: t('fields.role'), max: SITE_LIMITS.shortText },
          ],
          blank: () => ({ quote: '', author: '', role: '' }),
        },
      ],
      'additional-info': [{ kind: 'richtext', key: 'body', label: t('fields.additionalInfo') }],
      'social-links': [
        {
          kind: 'group',
          key: 'links',
          label: t('fields.socialLinks'),
          fields: SOCIAL_NETWORKS.map((network) => ({
            kind: 'text' as const,
            key: network,
            label: socialLabel(network),
            max: 2048,
            inputType: 'url' as const,
            hint: network === 'whatsapp' ? t('social.whatsappHint') : undefined,
          })),
        },
      ],
    };
    return (section: StudioSection) => specs[section];
  }, [t]);
}
