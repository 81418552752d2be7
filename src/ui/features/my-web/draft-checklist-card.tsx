import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { studioSectionPath } from '../../../core/dashboard/route-paths';
import type { PlanTier } from '../../../core/plans/plan-level';
import { draftChecklist, type ChecklistItem } from '../../../core/site/draft-checklist';
import type { SiteContent } from '../../../core/site/site-content';
import { confirmedAt } from '../../../core/site/to-confirm';
import type { BackendServices } from '../../services/app-services';
import type { MemberRecord } from '../../../core/member/member-record';
import { RedoDraft } from './redo-draft';
import { useChecklistLabel } from '../../components/draft-checklist-labels';

interface Props {
  readonly backend: BackendServices;
  readonly member: MemberRecord;
  readonly tier: PlanTier;
  /** Told the labels of what is still to confirm, for the question before publishing. */
  readonly onUnconfirmed: (labels: readonly string[]) => void;
}

/**
 * My Web's checklist of a first draft: each fact borrowed from the example, confirmed in one tap
 * or changed in the studio. Nothing is drawn for a site built by hand.
 */
export function DraftChecklistCard({ backend, member, tier, onUnconfirmed }: Props) {
  const memberId = member.id;
  const { t } = useTranslation('studio');
  const label = useChecklistLabel();
  const [content, setContent] = useState<SiteContent | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => backend.useCases.watchSiteContent.execute(memberId, setContent), [backend, memberId]);
  const checklist = useMemo(() => (content === null ? null : draftChecklist(content, tier)), [content, tier]);
  const unconfirmed = useMemo(() => checklist?.items.filter((i) => !i.confirmed).map(label) ?? [], [checklist, label]);
  const unconfirmedKey = unconfirmed.join('\n');
  useEffect(() => onUnconfirmed(unconfirmedKey === '' ? [] : unconfirmedKey.split('\n')), [unconfirmedKey, onUnconfirmed]);

  if (content === null || checklist === null || checklist.total === 0) return null;

  const confirm = async (item: ChecklistItem) => {
    const key = `${item.section}:${item.path}`;
    setBusy(key);
    setFailed(false);
    const result =
      item.section === 'styles'
        ? await backend.useCases.saveSiteLayout.execute(memberId, { ...content.layout, toConfirm: { ...content.layout.toConfirm, styles: false } })
        : await backend.useCases.saveSiteSection.execute(memberId, item.section, confirmedAt(content.sections[item.section] as unknown as Readonly<Record<string, unknown>>, item.path));
    setBusy(null);
    if (result.outcome !== 'saved') setFailed(true);
  };

  return (
    <section className="card card--wide draft-checklist" aria-labelledby="draft-checklist-title">
      <h2 id="draft-checklist-title">{t('firstDraft.title')}</h2>
      <p className="draft-checklist__progress">
        <strong>{t('firstDraft.progress', { confirmed: checklist.confirmed, total: checklist.total })}</strong>
      </p>
      <progress max={checklist.total} value={checklist.confirmed} aria-hidden="true" />
      <p className="muted">{t('firstDraft.lead')}</p>
      {failed && (
        <p className="field__error" role="alert">
          {t('firstDraft.failed')}
        </p>
      )}
      <ul className="draft-checklist__items">
        {checklist.items.map((item) => {
          const key = `${item.section}:${item.path}`;
          const name = label(item);
          return (
            <li key={key} className={item.confirmed ? 'draft-checklist__item draft-checklist__item--done' : 'draft-checklist__item'}>
              <span className="draft-checklist__name">{name}</span>
              {item.confirmed ? (
                <span className="state state--on">{t('firstDraft.confirmed')}</span>
              ) : (
                <span className="draft-checklist__actions">
                  <button type="button" className="button" disabled={busy !== null} aria-busy={busy === key || undefined} onClick={() => void confirm(item)}>
                    {t('firstDraft.confirm')}
                    <span className="visually-hidden">: {name}</span>
                  </button>
                  <Link className="button button--secondary" to={studioSectionPath(item.section)}>
                    {item.section === 'styles' ? t('firstDraft.replacePicture') : t('firstDraft.edit')}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {/* Made again only until the site is first published: after that it is the member's. */}
      {member.draft === true && <RedoDraft backend={backend} member={member} content={content} />}
    </section>
  );
}
