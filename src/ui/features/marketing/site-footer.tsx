import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { useLocalizedPath } from '../../services/use-localized-path';

export function SiteFooter() {
  const localized = useLocalizedPath();
  const { t } = useTranslation();
  const { t: tm } = useTranslation('marketing');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{t('brand')}</p>
          <p className="site-footer__tagline">{tm('layout.tagline')}</p>
        </div>
        <nav aria-label={tm('layout.footerNav')}>
          <ul className="site-footer__links">
            <li>
              <Link to={localized(ROUTES.home)}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={localized(ROUTES.examples)}>{t('nav.examples')}</Link>
            </li>
            <li>
              <Link to={localized(ROUTES.pricing)}>{t('nav.pricing')}</Link>
            </li>
            <li>
              <Link to={localized(ROUTES.contact)}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={localized(ROUTES.faqs)}>{t('nav.faqs')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">{tm('layout.legal')}</p>
    </footer>
  );
}
