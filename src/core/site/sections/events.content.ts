import { SITE_LIMITS } from '../site-limits';
import type { Audience } from '../../portal/audience';
import { ITEM_AUDIENCE_FIELD, readItemAudience } from './section-audience';
import { defineSectionContent } from './section-definition';
import { eventsSection } from './events.section';
import { readDate, readTime } from './section-readers';

export interface SiteEvent {
  readonly title: string;
  readonly date: string;
  /** 'HH:MM', or '' for an all-day event. */
  readonly time: string;
  readonly place: string;
  readonly description: string;
  /** Absent: everyone. */
  readonly audience?: Audience;
}
export interface EventsSection {
  readonly events: readonly SiteEvent[];
}

export const eventsContent = defineSectionContent(eventsSection, {
  blank: () => ({ events: [] }),
  read: (raw, r): EventsSection => ({
    events: r.items(raw.events, 'events', SITE_LIMITS.events, (item, ir) => ({
      title: ir.line(item.title, 'title', SITE_LIMITS.shortText, true),
      date: readDate(item.date, 'date', ir, true),
      time: readTime(item.time, 'time', ir, false),
      place: ir.line(item.place, 'place', SITE_LIMITS.shortText),
      description: ir.paragraph(item.description, 'description', SITE_LIMITS.description),
      ...readItemAudience(item.audience, ir),
    })),
  }),
  fields: [
    {
      kind: 'list',
      key: 'events',
      label: 'fields.events',
      max: SITE_LIMITS.events,
      itemLabel: 'fields.eventN',
      addLabel: 'list.addEvent',
      fields: [
        { kind: 'text', key: 'title', label: 'fields.title', max: SITE_LIMITS.shortText, required: true },
        { kind: 'date', key: 'date', label: 'fields.date', required: true },
        { kind: 'time', key: 'time', label: 'fields.time', hint: 'fields.timeHint' },
        { kind: 'text', key: 'place', label: 'fields.place', max: SITE_LIMITS.shortText },
        { kind: 'textarea', key: 'description', label: 'fields.description', max: SITE_LIMITS.description },
        ITEM_AUDIENCE_FIELD,
      ],
      blank: (today) => ({ title: '', date: today, time: '', place: '', description: '' }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: EventsSection) => section.events.length === 0 },
});
