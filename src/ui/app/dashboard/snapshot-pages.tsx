import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord } from '../../../core/member/member-record';
import { siteUrlFor } from '../../../core/share/share-outcome';
import { shareSiteLink } from '../../../use-cases/share-site';
import { DashboardPage } from '../../components/dashboard-page';
import { useShell } from '../../services/services-context';

/** Sharing needs only the link and the device, so it works before the backend and offline. */
export function useDeviceShare() {
  const { share, logger } = useShell();
  return useMemo(() => ({ execute: (input: Parameters<typeof shareSiteLink>[2]) => shareSiteLink(share, logger, input) }), [share, logger]);
}

/** My Web as the snapshot knows it: the welcome and the site's link, without the live figures. */
export function SnapshotMyWebPage({ member }: { readonly member: MemberRecord }) {
  const { t } = useTranslation('dashboard');
  const url = siteUrlFor(member.domain);
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
          <p className="muted">{member.published ? t('myWeb.published') : t('myWeb.unpublished')}</p>
        </section>
      </div>
    </DashboardPage>
  );
}
