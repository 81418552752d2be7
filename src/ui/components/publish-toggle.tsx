import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendServices } from '../services/app-services';

interface Props {
  readonly backend: BackendServices;
  readonly memberId: string;
  readonly published: boolean;
  /** What of a first draft is still to confirm: publishing asks once, listing it. */
  readonly unconfirmed?: readonly string[];
}

/** Publishes or unpublishes the member's site; the record's live value is the truth shown. */
export function PublishToggle({ backend, memberId, published, unconfirmed = [] }: Props) {
  const { t } = useTranslation('studio');
  const { t: td } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);

  const toggle = async (answered = false) => {
    if (!published && !answered && unconfirmed.length > 0) {
      setAsking(true);
      return;
    }
    setAsking(false);
    setBusy(true);
    setFailed(false);
    const result = await backend.useCases.setSitePublished.execute(memberId, !published);
    setBusy(false);
    if (result.outcome === 'failed') setFailed(true);
  };

  return (
    <div className="publish-toggle">
      <p className={published ? 'state state--on' : 'state state--off'}>{published ? td('myWeb.published') : td('myWeb.unpublished')}</p>
      <button type="button" className={published ? 'button button--secondary' : 'button'} disabled={busy || asking} onClick={() => void toggle()}>
        {busy ? t('publish.busy') : published ? t('publish.unpublish') : t('publish.publish')}
      </button>
      {asking && (
        <div className="publish-toggle__question" role="group" aria-labelledby="publish-question-title">
          <p id="publish-question-title">
            <strong>{t('firstDraft.publishTitle', { count: unconfirmed.length })}</strong>
          </p>
          <p>{t('firstDraft.publishLead')}</p>
          <ul>
            {unconfirmed.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <div className="publish-toggle__answers">
            <button type="button" className="button" onClick={() => void toggle(true)}>
              {t('firstDraft.publishAnyway')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {t('firstDraft.publishCancel')}
            </button>
          </div>
        </div>
      )}
      {failed && (
        <p className="field__error" role="alert">
          {t('publish.failed')}
        </p>
      )}
    </div>
  );
}
