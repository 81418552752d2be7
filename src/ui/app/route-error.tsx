import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown when a screen throws: the rest of the app keeps working. */
export function RouteError() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <main className="page page--narrow" role="alert">
      <h1>{t('unknown')}</h1>
      <p>
        <Link to="/">{tc('notFound.goHome')}</Link>
      </p>
    </main>
  );
}
