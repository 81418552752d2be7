import type { EventsSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { formatDate, formatTime, utcDate } from '../site-html';
import { membersOnly } from './members-only';
import type { SectionContext } from './section-renderer';

export function renderEvents({ events }: EventsSection, { s }: SectionContext): Html {
  return events
    .map((ev) => {
      const d = utcDate(ev.date);
      const month = new Intl.DateTimeFormat(s.locale, { month: 'short', timeZone: 'UTC' }).format(d);
      const when = `${formatDate(ev.date, s)} · ${ev.time !== '' ? formatTime(ev.time, s) : s.allDay}`;
      return (
        `<div class="ev"><div class="day"><b>${d.getUTCDate()}</b>${e(month)}</div><div><h3>${e(ev.title)}${membersOnly(ev, s)}</h3>` +
        `<time datetime="${e(ev.time !== '' ? `${ev.date}T${ev.time}` : ev.date)}">${e(when)}</time>${ev.place !== '' ? ` · <span class="muted">${e(ev.place)}</span>` : ''}` +
        `${ev.description !== '' ? `<p>${e(ev.description)}</p>` : ''}</div></div>`
      );
    })
    .join('');
}
