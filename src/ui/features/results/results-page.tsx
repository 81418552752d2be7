import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_KINDS } from '../../../core/analytics/customer-actions';
import type { PeriodResults, Ranked, ResultPeriod } from '../../../core/analytics/site-results';
import { RESULT_PERIODS, actionCount } from '../../../core/analytics/site-results';
import { DashboardPage } from '../../components/dashboard-page';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';
import { ResultsChart } from './results-chart';
import './results.css';

type Loaded = { readonly state: 'loading' } | { readonly state: 'ready'; readonly results: PeriodResults } | { readonly state: 'failed' };

/** Results (/dashboard/results): what the site brought in over 7, 30 or 90 days, against the days before. */
export function ResultsPage() {
  const { t } = useTranslation('dashboard');
  const { logger } = useShell();
  const format = useFormat();
  const { backend, member } = useDashboard();
  const [days, setDays] = useState<ResultPeriod>(30);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ state: 'loading' });
    backend.useCases.showSiteResults.execute(member.id, days).then(
      (results) => active && setLoaded({ state: 'ready', results }),
      (error: unknown) => {
        logger.error('Results could not be read', error);
        if (active) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, member.id, days, logger]);

  const versus = (now: number, before: number) => {
    const change = now - before;
    if (change === 0) return t('results.same', { count: days });
    return t('results.versus', { change: `${change > 0 ? '+' : '−'}${format.number(Math.abs(change))}`, count: days });
  };

  const list = (title: string, entries: readonly Ranked[], label: (key: string) => string, id: string) => (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <p>{t('results.none')}</p>
      ) : (
        <ol className="results-list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <span>{label(entry.key)}</span> <strong>{format.number(entry.count)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );

  return (
    <DashboardPage title={t('results.title')}>
      <p>{t('results.intro')}</p>
      <div className="results-periods" role="group" aria-label={t('results.period')}>
        {RESULT_PERIODS.map((period) => (
          <button key={period} type="button" className={`button ${period === days ? 'button--primary' : 'button--secondary'}`} aria-pressed={period === days} onClick={() => setDays(period)}>
            {t('results.days', { count: period })}
          </button>
        ))}
      </div>
      {loaded.state === 'loading' && <p aria-busy="true">…</p>}
      {loaded.state === 'failed' && <p role="alert">{t('results.unavailable')}</p>}
      {loaded.state === 'ready' && (
        <div className="cards">
          <section className="card" aria-labelledby="results-views">
            <h2 id="results-views">{t('results.views')}</h2>
            <p className="big-number">{format.number(loaded.results.totals.views)}</p>
            <p>{versus(loaded.results.totals.views, loaded.results.previous.views)}</p>
          </section>
          <section className="card" aria-labelledby="results-actions">
            <h2 id="results-actions">{t('results.allActions')}</h2>
            <p className="big-number">{format.number(loaded.results.totals.allActions)}</p>
            <p>{versus(loaded.results.totals.allActions, loaded.results.previous.allActions)}</p>
            <ul className="results-list">
              {ACTION_KINDS.map((kind) => (
                <li key={kind} data-testid={`results-action-${kind}`}>
                  <span>{t(`results.actions.${kind}`)}</span> <strong>{format.number(loaded.results.totals.actions[kind])}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="card card--wide" aria-labelledby="results-chart">
            <h2 id="results-chart">{t('results.chartTitle')}</h2>
            <ResultsChart days={loaded.results.series.map((day) => ({ date: day.date, views: day.views, actions: ACTION_KINDS.reduce((sum, kind) => sum + actionCount(day, kind), 0) }))} />
          </section>
          {list(t('results.sourcesTitle'), loaded.results.sources, (key) => t(`results.sources.${key as (typeof loaded.results.sources)[number]['key']}`), 'results-sources')}
          {list(t('results.referrersTitle'), loaded.results.referrers, (key) => key, 'results-referrers')}
          {list(t('results.pagesTitle'), loaded.results.pages, (key) => key, 'results-pages')}
        </div>
      )}
    </DashboardPage>
  );
}
