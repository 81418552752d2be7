import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendServices } from '../services/app-services';

/** Publishes or unpublishes the member's site; the record's live value is the truth shown. */
export function PublishToggle({ backend, memberId, published }: { readonly backend: BackendServices; readonly memberId: string; readonly published: boolean }) {
  const { t } = useTranslation('studio');
  const { t: td } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const result = await backend.useCases.setSitePublished.execute(memberId, !published);
    setBusy(false);
    if (result.outcome === 'failed') setFailed(true);
  };

  return (
    <div className="publish-toggle">
      <p className={published ? 'state state--on' : 'state state--off'}>{published ? td('myWeb.published') : td('myWeb.unpublished')}</p>
      <button type="button" className={published ? 'button button--secondary' : 'button'} disabled={busy} onClick={() => void toggle()}>
        {busy ? t('publish.busy') : published ? t('publish.unpublish') : t('publish.publish')}
      </button>
      {failed && (
        <p className="field__error" role="alert">
          {t('publish.failed')}
        </p>
      )}
    </div>
  );
}
