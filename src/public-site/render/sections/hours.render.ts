import { upcomingExceptions } from '../../../core/site/open-now';
import type { DayHours, HoursSection } from '../../../core/site/site-content';
import { WEEKDAYS } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { formatDate, formatTime } from '../site-html';
import type { SiteStrings } from '../site-strings';
import type { SectionContext } from './section-renderer';

function hoursText(h: DayHours, s: SiteStrings): string {
  return h.closed ? s.closed : `${formatTime(h.open, s)} – ${formatTime(h.close, s)}`;
}

/** The week, then the special days still to come (all of them when the date is unknown). */
export function renderHours(hours: HoursSection, { s, today }: SectionContext): Html {
  const exceptions = today === null ? hours.exceptions : upcomingExceptions(hours, today);
  const rows = WEEKDAYS.map((d) => `<tr><th scope="row">${e(s.weekdays[d])}</th><td${hours.week[d].closed ? ' class="muted"' : ''}>${e(hoursText(hours.week[d], s))}</td></tr>`).join('');
  const special =
    exceptions.length === 0
      ? ''
      : `<h3 style="margin-top:28px">${e(s.specialHours)}</h3><table>${exceptions
          .map((x) => `<tr><th scope="row">${e(formatDate(x.date, s))}${x.label !== '' ? ` · ${e(x.label)}` : ''}</th><td>${e(hoursText(x, s))}</td></tr>`)
          .join('')}</table>`;
  return `<table>${rows}</table>${special}`;
}
