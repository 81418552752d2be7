import { useTranslation } from 'react-i18next';
import { useLanguage } from '../services/use-language';
import './language-switch.css';

/** EN / ES toggle; the choice is saved on the device and applied to <html lang>. */
export function LanguageSwitch({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')} role="group" aria-label={t('language.label')}>
      <button type="button" lang="en" aria-pressed={language === 'EN'} onClick={() => setLanguage('EN')} title={t('language.en')}>
        EN
      </button>
      <button type="button" lang="es" aria-pressed={language === 'ES'} onClick={() => setLanguage('ES')} title={t('language.es')}>
        ES
      </button>
    </div>
  );
}
