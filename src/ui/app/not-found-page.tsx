import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNoIndex } from '../services/document-head';

export function NotFoundPage() {
  const { t } = useTranslation();
  useNoIndex();
  return (
    <main className="page page--narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">
        {t('notFound.goHome')}
      </Link>
    </main>
  );
}
