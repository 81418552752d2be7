import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyViews } from '../../../core/analytics/view-counter';
import { useFormat } from '../../services/use-format';

const BAR = 10;
const GAP = 4;
const HEIGHT = 120;

// One formatter per language: making one is costly on a phone, and the chart labels every day twice.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function formatDay(date: string, locale: string): string {
  let dayFormat = dayFormats.get(locale);
  if (dayFormat === undefined) {
    dayFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, dayFormat);
  }
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Views per day as an inline SVG bar chart (one series needs no chart library), with every
 * bar titled for pointer users and the same numbers as a table for screen readers and on demand.
 */
export function ViewsChart({ days }: { readonly days: readonly DailyViews[] }) {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const [table, setTable] = useState(false);
  const titleId = useId();
  const { locale } = format;
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const width = days.length * (BAR + GAP);

  return (
    <figure className="views-chart">
      <figcaption id={titleId}>
        <strong>{t('myWeb.chartTitle')}</strong> — {t('myWeb.chartSummary', { total: format.number(total) })}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + 2}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} className="views-chart__svg">
        <line x1="0" y1={HEIGHT + 1} x2={width} y2={HEIGHT + 1} stroke="currentColor" strokeWidth="1" opacity="0.3" />
        {days.map((day, i) => {
          const h = Math.round((day.views / max) * HEIGHT);
          return (
            <rect key={day.date} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={Math.max(h, day.views > 0 ? 1 : 0)} className="views-chart__bar">
              <title>{`${formatDay(day.date, locale)}: ${format.number(day.views)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="views-chart__axis" aria-hidden="true">
        <span>{days[0] ? formatDay(days[0].date, locale) : ''}</span>
        <span>{days.at(-1) ? formatDay(days.at(-1)?.date ?? '', locale) : ''}</span>
      </div>
      <button type="button" className="button button--link" aria-expanded={table} onClick={() => setTable(!table)}>
        {table ? t('myWeb.hideTable') : t('myWeb.showTable')}
      </button>
      <table className={table ? 'views-chart__table' : 'visually-hidden'}>
        <caption>{t('myWeb.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myWeb.date')}</th>
            <th scope="col">{t('myWeb.views')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, locale)}</th>
              <td>{format.number(day.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
