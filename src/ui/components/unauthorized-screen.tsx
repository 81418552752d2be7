import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../core/dashboard/route-paths';

/** Shown in place of a page the member may not open (spec section 2). */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <main className="page page--narrow" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{t('unauthorized.title')}</h1>
      <p>{t('unauthorized.text')}</p>
      <Link className="button" to={ROUTES.home}>
        {t('unauthorized.goHome')}
      </Link>
    </main>
  );
}
