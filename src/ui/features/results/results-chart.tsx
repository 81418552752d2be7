import { useTranslation } from 'react-i18next';
import { useFormat } from '../../services/use-format';

export interface ChartDay {
  readonly date: string;
  readonly views: number;
  readonly actions: number;
}

const HEIGHT = 120;

function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Visits (light bars) and customer actions (dark bars) per day as an inline SVG, which the
 * screen reader skips for the table below it: the same numbers, in rows one can copy.
 */
export function ResultsChart({ days }: { readonly days: readonly ChartDay[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const max = Math.max(1, ...days.map((d) => d.views), ...days.map((d) => d.actions));
  const step = 100 / Math.max(1, days.length);
  return (
    <div className="results-chart">
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} aria-hidden="true" focusable="false">
        {days.map((day, i) => (
          <g key={day.date}>
            <rect className="results-chart__views" x={i * step + step * 0.1} width={step * 0.8} y={HEIGHT - (day.views / max) * HEIGHT} height={(day.views / max) * HEIGHT} />
            <rect className="results-chart__actions" x={i * step + step * 0.3} width={step * 0.4} y={HEIGHT - (day.actions / max) * HEIGHT} height={(day.actions / max) * HEIGHT} />
          </g>
        ))}
      </svg>
      <details>
        <summary>{t('results.tableCaption')}</summary>
        <table>
          <caption className="visually-hidden">{t('results.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.date')}</th>
              <th scope="col">{t('results.views')}</th>
              <th scope="col">{t('results.allActions')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, format.locale)}</th>
                <td>{format.number(day.views)}</td>
                <td>{format.number(day.actions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
