import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeedMetric, SpeedRating, SpeedReportRow } from '../../../core/speed/speed-metrics';
import { OTHER_ROUTE, SPEED_METRICS, SPEED_WINDOW_DAYS, ratingOf } from '../../../core/speed/speed-metrics';
import { useShell } from '../../services/services-context';
import { useAdminUseCases } from './use-admin-use-cases';
import { useFormat } from '../../services/use-format';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly fromDay: string; readonly toDay: string; readonly rows: readonly SpeedReportRow[] }
  | { readonly state: 'failed' };

function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Real-user speed: the 75th percentile of each Core Web Vital per route, last 28 days. */
export function SpeedReport() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { logger } = useShell();
  const admin = useAdminUseCases();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (admin.state === 'failed') setLoad({ state: 'failed' });
    if (admin.state !== 'ready') return;
    let active = true;
    admin.admin.speedReport.execute().then(
      (result) => active && setLoad({ state: 'ready', ...result }),
      (error: unknown) => {
        logger.error('Speed report failed', error);
        if (active) setLoad({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [admin, logger]);

  const ratingLabel = (rating: SpeedRating) => (rating === 'good' ? t('speed.good') : rating === 'poor' ? t('speed.poor') : t('speed.needsImprovement'));
  const valueText = (metric: SpeedMetric, value: number) =>
    metric === 'LCP' ? t('speed.seconds', { value: format.number(value / 1000) }) : metric === 'INP' ? t('speed.milliseconds', { value: format.number(value) }) : format.number(value);

  function cell(metric: SpeedMetric, value: number | null) {
    if (value === null) return <td data-label={metric}>—</td>;
    const rating = ratingOf(metric, value);
    return (
      <td data-label={metric}>
        <span className={`speed speed--${rating}`}>
          {valueText(metric, value)} <span className="speed__rating">({ratingLabel(rating)})</span>
        </span>
      </td>
    );
  }

  return (
    <section className="card" aria-labelledby="speed-title">
      <h2 id="speed-title">{t('speed.title')}</h2>
      <p className="muted">
        {load.state === 'ready'
          ? t('speed.period', { days: SPEED_WINDOW_DAYS, from: format.date(localDay(load.fromDay)), to: format.date(localDay(load.toDay)) })
          : t('speed.intro', { days: SPEED_WINDOW_DAYS })}
      </p>
      {load.state === 'loading' && <p role="status">{t('speed.loading')}</p>}
      {load.state === 'failed' && <p role="alert">{t('speed.failed')}</p>}
      {load.state === 'ready' && load.rows.length === 0 && <p>{t('speed.empty')}</p>}
      {load.state === 'ready' && load.rows.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('speed.route')}</th>
                <th scope="col">{t('speed.views')}</th>
                {SPEED_METRICS.map((metric) => (
                  <th key={metric} scope="col">
                    {t('speed.p75', { metric })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {load.rows.map((row) => (
                <tr key={row.route}>
                  <th scope="row">
                    <code>{row.route === OTHER_ROUTE ? t('speed.otherRoute') : row.route}</code>
                  </th>
                  <td data-label={t('speed.views')}>{format.number(row.samples)}</td>
                  {SPEED_METRICS.map((metric) => cell(metric, row.p75[metric]))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
