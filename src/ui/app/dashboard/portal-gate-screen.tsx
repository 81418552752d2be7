import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';

/**
 * The plan gate of Users Portal and Groups below Elite: the unauthorized screen, saying that
 * the member's customers, groups and announcements are kept for when Elite returns.
 */
export function PortalGateScreen() {
  const { t } = useTranslation();
  const { t: td } = useTranslation('dashboard');
  return (
    <main className="page page--narrow" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{t('unauthorized.title')}</h1>
      <p>{t('unauthorized.text')}</p>
      <p className="notice">{td('portalGate.kept')}</p>
      <p className="portal-gate__actions">
        <Link className="button" to={ROUTES.subscription}>
          {td('portalGate.plans')}
        </Link>
        <Link className="button button--secondary" to={ROUTES.home}>
          {t('unauthorized.goHome')}
        </Link>
      </p>
    </main>
  );
}
