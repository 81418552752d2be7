import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteUrlFor } from '../../../core/share/share-outcome';
import { useShell } from '../../app/services-context';
import { useDashboard } from './dashboard-context';
import { DashboardPage } from './dashboard-page';

type Views = { readonly state: 'loading' } | { readonly state: 'ready'; readonly total: number } | { readonly state: 'failed' };

/** myWeb (/dashboard): the site's address, whether it is published, its views, and sharing. */
export function MyWebPage() {
  const { t } = useTranslation('dashboard');
  const { logger } = useShell();
  const { backend, member, shareSite } = useDashboard();
  const [views, setViews] = useState<Views>({ state: 'loading' });
  const url = siteUrlFor(member.domain);

  useEffect(() => {
    let active = true;
    backend.siteAnalytics.readViews(member.id).then(
      (read) => active && setViews({ state: 'ready', total: read.total }),
      (error: unknown) => {
        logger.error('Views could not be read', error);
        if (active) setViews({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, member.id, logger]);

  return (
    <DashboardPage title={t('myWeb.title')}>
      <p className="lead">{t('myWeb.welcome', { name: member.namePublico })}</p>
      <div className="card-grid">
        <section className="card" aria-labelledby="site-link-title">
          <h2 id="site-link-title">{t('myWeb.siteLink')}</h2>
          <p>
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
          <p className={member.published ? 'state state--on' : 'state state--off'}>{member.published ? t('myWeb.published') : t('myWeb.unpublished')}</p>
          <button type="button" className="button" onClick={() => void shareSite()}>
            {t('myWeb.share')}
          </button>
        </section>
        <section className="card" aria-labelledby="views-title">
          <h2 id="views-title">{t('myWeb.views')}</h2>
          {views.state === 'ready' && <p className="big-number">{views.total.toLocaleString()}</p>}
          {views.state === 'failed' && <p>{t('myWeb.viewsUnavailable')}</p>}
          {views.state === 'loading' && <p aria-busy="true">…</p>}
        </section>
      </div>
    </DashboardPage>
  );
}
