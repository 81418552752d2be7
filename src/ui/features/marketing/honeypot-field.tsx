import { useTranslation } from 'react-i18next';

/**
 * A field people never see nor reach with the keyboard; bots that fill every input fill it, and
 * their form is thanked and dropped (core/inquiries/inquiry-submission).
 */
export function HoneypotField({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        {t('intake.honeypot')}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
