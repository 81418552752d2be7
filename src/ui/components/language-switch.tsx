import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedPath, marketingPageOf } from '../../core/dashboard/route-paths';
import type { SiteLanguage } from '../../core/member/member-record';
import { useLanguage } from '../services/use-language';
import './language-switch.css';

/**
 * EN / ES toggle; the choice is saved on the device and applied to <html lang>. On a marketing
 * page, whose two languages have their own addresses, it also moves to the page's address in the
 * chosen language (replacing the entry, so Back does not return to the other language).
 */
export function LanguageSwitch({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = (next: SiteLanguage) => {
    setLanguage(next);
    const page = marketingPageOf(pathname);
    if (page !== null && page.language !== next) void navigate(`${localizedPath(pathname, next)}${search}${hash}`, { replace: true });
  };
  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')} role="group" aria-label={t('language.label')}>
      <button type="button" lang="en" aria-pressed={language === 'EN'} onClick={() => choose('EN')} title={t('language.en')}>
        EN
      </button>
      <button type="button" lang="es" aria-pressed={language === 'ES'} onClick={() => choose('ES')} title={t('language.es')}>
        ES
      </button>
    </div>
  );
}
