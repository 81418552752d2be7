import { isRecord } from '../site-fields';
import type { FieldReader } from '../site-fields';
import type { Weekday } from '../site-limits';
import { SITE_LIMITS, WEEKDAYS } from '../site-limits';
import type { EditorField, RawSection } from './section-definition';
import { defineSectionContent } from './section-definition';
import { hoursSection } from './hours.section';
import { readDate, readTime } from './section-readers';
import type { SiteTimeZone } from '../site-time-zones';
import { DEFAULT_SITE_TIME_ZONE, SITE_TIME_ZONES, isSiteTimeZone } from '../site-time-zones';

export interface DayHours {
  readonly closed: boolean;
  /** 'HH:MM'; a close earlier than open means the day ends after midnight. */
  readonly open: string;
  readonly close: string;
}
export interface HolidayException extends DayHours {
  readonly date: string;
  readonly label: string;
}
export interface HoursSection {
  readonly week: Readonly<Record<Weekday, DayHours>>;
  readonly exceptions: readonly HolidayException[];
  /** The clock the hours are kept on, for "open now" (one of SITE_TIME_ZONES). */
  readonly timeZone: SiteTimeZone;
}

const CLOSED_DAY: DayHours = { closed: true, open: '', close: '' };

function readDayHours(item: RawSection, r: FieldReader): DayHours {
  if (item.closed === true) return CLOSED_DAY;
  if (item.closed !== undefined && item.closed !== false) r.fail('closed', 'invalid');
  const open = readTime(item.open, 'open', r, true);
  const close = readTime(item.close, 'close', r, true);
  if (open !== '' && open === close) r.fail('close', 'invalid-time');
  return { closed: false, open, close };
}

function readHours(raw: RawSection, r: FieldReader): HoursSection {
  const weekRaw = isRecord(raw.week) ? raw.week : {};
  if (raw.week !== undefined && !isRecord(raw.week)) r.fail('week', 'invalid');
  const week = {} as Record<Weekday, DayHours>;
  for (const day of WEEKDAYS) {
    const dayRaw = weekRaw[day];
    if (dayRaw === undefined) {
      week[day] = CLOSED_DAY;
      continue;
    }
    const dr = r.child(`week.${day}`);
    const hours = isRecord(dayRaw) ? readDayHours(dayRaw, dr) : (dr.fail('', 'invalid'), CLOSED_DAY);
    // A broken day reads as closed rather than as made-up hours.
    week[day] = r.hasErrorsUnder(`week.${day}`) ? CLOSED_DAY : hours;
  }
  const exceptions = r.items(raw.exceptions, 'exceptions', SITE_LIMITS.holidayExceptions, (item, ir) => ({
    date: readDate(item.date, 'date', ir, true),
    label: ir.line(item.label, 'label', SITE_LIMITS.shortText),
    ...readDayHours(item, ir),
  }));
  exceptions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (raw.timeZone !== undefined && !isSiteTimeZone(raw.timeZone)) r.fail('timeZone', 'invalid');
  return { week, exceptions, timeZone: isSiteTimeZone(raw.timeZone) ? raw.timeZone : DEFAULT_SITE_TIME_ZONE };
}

const dayHoursFields: readonly EditorField[] = [
  { kind: 'checkbox', key: 'closed', label: 'hours.closed' },
  { kind: 'time', key: 'open', label: 'hours.open' },
  { kind: 'time', key: 'close', label: 'hours.close' },
];

export const hoursContent = defineSectionContent(hoursSection, {
  blank: () => ({
    week: Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'saturday' || d === 'sunday' ? { closed: true } : { closed: false, open: '09:00', close: '17:00' }])),
    exceptions: [],
    timeZone: DEFAULT_SITE_TIME_ZONE,
  }),
  read: readHours,
  fields: [
    { kind: 'select', key: 'timeZone', label: 'hours.timeZone', options: SITE_TIME_ZONES.map((zone) => ({ value: zone, label: { text: zone.replace(/_/g, ' ') } })) },
    { kind: 'group', key: 'week', label: 'hours.week', fields: WEEKDAYS.map((day) => ({ kind: 'group', key: day, label: `hours.days.${day}`, fields: dayHoursFields })) },
    {
      kind: 'list',
      key: 'exceptions',
      label: 'hours.exceptions',
      max: SITE_LIMITS.holidayExceptions,
      itemLabel: 'hours.exceptionN',
      addLabel: 'list.addException',
      fields: [{ kind: 'date', key: 'date', label: 'fields.date', required: true }, { kind: 'text', key: 'label', label: 'hours.label', max: SITE_LIMITS.shortText }, ...dayHoursFields],
      blank: (today) => ({ date: today, label: '', closed: true }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: HoursSection) => section.exceptions.length === 0 && WEEKDAYS.every((d) => section.week[d].closed) },
});
