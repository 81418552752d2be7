import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_POLICIES, type PortalSettings, type SignUpPolicy } from '../../../core/portal/customer';
import { ActionError, usePortal, usePortalAction } from './use-portal';

/** Who may become a customer: anyone, anyone the owner approves, or only people they invite. */
export function SignUpPolicyForm({ settings }: { readonly settings: PortalSettings | null }) {
  const { t } = useTranslation('portal');
  const { portal, ownerId } = usePortal();
  const action = usePortalAction();
  const saved = settings?.signUpPolicy ?? null;
  // The owner's choice, until they save it; null follows what is stored.
  const [choice, setChoice] = useState<SignUpPolicy | null>(null);
  const [done, setDone] = useState(false);
  const policy = choice ?? saved;

  useEffect(() => {
    // Once stored, the choice is the stored value again.
    if (choice !== null && choice === saved) setChoice(null);
  }, [choice, saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (policy === null || settings === null) return;
    setDone(false);
    if (await action.run('Saving the portal sign-up policy failed', () => portal.saveSettings.execute(ownerId, { ...settings, signUpPolicy: policy }))) setDone(true);
  };

  return (
    <section className="card" aria-labelledby="policy-title">
      <h2 id="policy-title">{t('policy.title')}</h2>
      {settings === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="portal-policy">
            <legend>{t('policy.legend')}</legend>
            {SIGN_UP_POLICIES.map((option) => (
              <label key={option} className="portal-policy__option">
                <input
                  type="radio"
                  name="sign-up-policy"
                  value={option}
                  checked={policy === option}
                  aria-describedby={`policy-${option}-hint`}
                  onChange={() => {
                    setChoice(option);
                    setDone(false);
                  }}
                />
                <span>
                  <strong>{t(`policy.${option}`)}</strong>
                  <span id={`policy-${option}-hint`} className="field__hint">
                    {t(`policy.${option}Hint`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <ActionError error={action.error} />
          <p className="portal-actions">
            <button type="submit" className="button" disabled={action.busy || policy === saved}>
              {action.busy ? t('saving') : t('policy.save')}
            </button>
            <span role="status" className="muted">
              {done && policy === saved ? t('policy.saved') : ''}
            </span>
          </p>
        </form>
      )}
    </section>
  );
}
