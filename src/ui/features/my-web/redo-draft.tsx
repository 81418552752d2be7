import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRecord, SiteLanguage } from '../../../core/member/member-record';
import { ownWorkReplacedByRedo } from '../../../core/site/draft-checklist';
import type { SiteContent } from '../../../core/site/site-content';
import { BUSINESS_TYPES, type BusinessType } from '../../../core/validation/inquiry-validation';
import type { BackendServices } from '../../services/app-services';
import { SelectField } from '../../components/form-field';
import { useDashboardLabels } from '../../services/dashboard-labels';

interface Props {
  readonly backend: BackendServices;
  readonly member: MemberRecord;
  readonly content: SiteContent;
}

/** Makes the first draft again from another kind of business or language, saying first what it replaces. */
export function RedoDraft({ backend, member, content }: Props) {
  const { t } = useTranslation('studio');
  const { t: ts } = useTranslation('setup');
  const labels = useDashboardLabels();
  const [type, setType] = useState<BusinessType>('other');
  const [both, setBoth] = useState(false);
  const [asking, setAsking] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(false);
    const firstLanguage: SiteLanguage = member.siteLanguage === 'ES' ? 'ES' : 'EN';
    const result = await backend.useCases.createFirstDraft.execute(member.id, {
      answers: { type, town: content.sections['social-links']?.contact.address.locality ?? '', languages: both ? 'both' : firstLanguage, firstLanguage },
      member: { namePublico: member.namePublico, businessName: member.businessName ?? '', phoneNumber: member.phoneNumber },
      origin: window.location.origin,
      replacing: content,
    });
    setBusy(false);
    setAsking(null);
    if (result.outcome === 'failed') setFailed(true);
  };

  const ask = () => {
    const replaced = ownWorkReplacedByRedo(content).map((s) => labels.section(s));
    if (replaced.length === 0) void run();
    else setAsking(replaced);
  };

  return (
    <details className="redo-draft">
      <summary>{t('firstDraft.redo')}</summary>
      <SelectField id="redo-type" label={ts('draft.type')} value={type} onChange={(event) => setType(event.target.value as BusinessType)}>
        {BUSINESS_TYPES.map((value) => (
          <option key={value} value={value}>
            {ts(`draft.types.${value}`)}
          </option>
        ))}
      </SelectField>
      <label className="setup-draft__both" htmlFor="redo-both">
        <input id="redo-both" type="checkbox" checked={both} onChange={(event) => setBoth(event.target.checked)} />
        {ts('draft.both')}
      </label>
      <button type="button" className="button button--secondary" disabled={busy || asking !== null} onClick={ask}>
        {t('firstDraft.redoSubmit')}
      </button>
      {asking !== null && (
        <div className="publish-toggle__question" role="group" aria-labelledby="redo-question-title">
          <p id="redo-question-title">
            <strong>{t('firstDraft.redoTitle')}</strong>
          </p>
          <ul>
            {asking.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <div className="publish-toggle__answers">
            <button type="button" className="button" disabled={busy} onClick={() => void run()}>
              {t('firstDraft.redoConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {t('firstDraft.publishCancel')}
            </button>
          </div>
        </div>
      )}
      {failed && (
        <p className="field__error" role="alert">
          {t('firstDraft.failed')}
        </p>
      )}
    </details>
  );
}
