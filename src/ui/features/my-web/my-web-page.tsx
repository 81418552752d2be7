import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { viewsPerDay } from '../../../core/analytics/view-counter';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { qrCodeUrl } from '../../../core/analytics/qr-source';
import { siteUrlFor } from '../../../core/share/share-outcome';
import type { SiteViews } from '../../../core/analytics/site-views';
import { useShell } from '../../services/services-context';
import { PublishToggle } from '../../components/publish-toggle';
import { useDashboard } from '../../services/dashboard-context';
import { DashboardPage } from '../../components/dashboard-page';
import { useFormat } from '../../services/use-format';
import { SiteQrCode } from './site-qr-code';
import { ViewsChart } from './views-chart';
import type { DraftChecklistCard as DraftChecklistCardType } from './draft-checklist-card';
import './my-web.css';

// The checklist reads the section catalogue: its own chunk, after My Web's first paint. Fetched
// ahead (after /setup), it is drawn with the page rather than after a Suspense round, whose
// reveal React holds back by up to 300 ms.
let loadedChecklist: typeof DraftChecklistCardType | null = null;
const importChecklist = () => import('./draft-checklist-card').then((module) => (loadedChecklist = module.DraftChecklistCard));
const LazyDraftChecklistCard = lazy(async () => ({ default: await importChecklist() }));

/** Fetches the draft checklist's code before My Web is opened. */
export function preloadDraftChecklist(): Promise<unknown> {
  return importChecklist();
}

type Views = { readonly state: 'loading' } | { readonly state: 'ready'; readonly views: SiteViews } | { readonly state: 'failed' };

/** myWeb (/dashboard): the site's address and QR code, publishing, sharing, and its views. */
export function MyWebPage() {
  const { t } = useTranslation('dashboard');
  const { t: ts } = useTranslation('studio');
  const { logger, clock, config } = useShell();
  const format = useFormat();
  const { backend, member, shareSite, view } = useDashboard();
  const [unconfirmed, setUnconfirmed] = useState<readonly string[]>([]);
  // Chosen once: a card switching from the lazy stand-in to its code would be drawn anew.
  const [DraftChecklistCard] = useState(() => loadedChecklist ?? LazyDraftChecklistCard);
  const [views, setViews] = useState<Views>({ state: 'loading' });
  const url = siteUrlFor(member.domain);
  const localPath = `/s/${member.username}`;

  useEffect(() => {
    let active = true;
    backend.useCases.readSiteViews.execute(member.id).then(
      (read) => active && setViews({ state: 'ready', views: read }),
      (error: unknown) => {
        logger.error('Views could not be read', error);
        if (active) setViews({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, member.id, logger]);

  const days = useMemo(() => (views.state === 'ready' ? viewsPerDay(views.views.perDay, clock.now()) : []), [views, clock]);

  return (
    <DashboardPage title={t('myWeb.title')}>
      <p className="lead">{t('myWeb.welcome', { name: member.namePublico })}</p>
      {member.suspended === true && (
        <section className="card notice" role="alert" aria-labelledby="suspended-title">
          <h2 id="suspended-title">{t('myWeb.suspendedTitle')}</h2>
          <p>{t('myWeb.suspendedText', { reason: member.suspensionReason ?? '' })}</p>
          <p>{t('myWeb.suspendedHelp', { email: config.supportEmail })}</p>
        </section>
      )}
      <div className="card-grid">
        <section className="card" aria-labelledby="site-link-title">
          <h2 id="site-link-title">{t('myWeb.siteLink')}</h2>
          <p>
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
          <p className="muted">
            {ts('myWeb.localLink')}:{' '}
            <a href={localPath} target="_blank" rel="noreferrer">
              {localPath}
            </a>
          </p>
          <button type="button" className="button" onClick={() => void shareSite()}>
            {t('myWeb.share')}
          </button>
          <PublishToggle backend={backend} memberId={member.id} published={member.published} unconfirmed={unconfirmed} />
        </section>
        <Suspense fallback={null}>
          <DraftChecklistCard backend={backend} member={member} tier={view.tier} onUnconfirmed={setUnconfirmed} />
        </Suspense>
        <section className="card" aria-labelledby="qr-title">
          <h2 id="qr-title">{ts('myWeb.qrTitle')}</h2>
          <SiteQrCode url={qrCodeUrl(url)} />
        </section>
        <section className="card card--wide" aria-labelledby="views-title">
          <h2 id="views-title">{t('myWeb.views')}</h2>
          {views.state === 'ready' && (
            <>
              <p className="big-number">{format.number(views.views.total)}</p>
              <ViewsChart days={days} />
            </>
          )}
          <Link to={ROUTES.results}>{t('results.myWebLink')}</Link>
          {views.state === 'failed' && <p>{t('myWeb.viewsUnavailable')}</p>}
          {views.state === 'loading' && <p aria-busy="true">…</p>}
        </section>
      </div>
    </DashboardPage>
  );
}
