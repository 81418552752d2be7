import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { studioSectionPath } from '../../../core/dashboard/route-paths';
import type { SaveAnswer } from '../../../core/editing/autosave.machine';
import type { StudioSection } from '../../../core/plans/plan-gates';
import { studioSectionsFor } from '../../../core/plans/plan-gates';
import type { SiteLayout } from '../../../core/site/site-content';
import type { SiteErrors } from '../../../core/site/site-fields';
import { useShell } from '../../services/services-context';
import { useDashboard } from '../../services/dashboard-context';
import { useDashboardLabels } from '../../services/dashboard-labels';
import { DashboardPage } from '../../components/dashboard-page';
import { PublishToggle } from '../../components/publish-toggle';
import { useUnconfirmedLabels } from '../../components/draft-checklist-labels';
import { isGated } from '../../../core/site/sections/section-audience';
import { MembersOnlyBadge } from './audience-control';
import { SaveStatusLine } from './save-status';
import { SitePreview } from './site-preview';
import { useAutosave } from '../../services/use-autosave';
import { studioDrafts } from './section-draft-store';
import { useSiteContent } from './use-site-content';
import './studio.css';

const HEADER_SECTIONS: readonly StudioSection[] = ['name', 'styles'];

/** Moves `section` one place among the sections the plan shows, keeping the others' places. */
export function moveInLayout(layout: SiteLayout, shown: readonly StudioSection[], section: StudioSection, step: -1 | 1): SiteLayout {
  const visibleOrder = layout.order.filter((s) => shown.includes(s));
  const at = visibleOrder.indexOf(section);
  const other = visibleOrder[at + step];
  if (at < 0 || other === undefined) return layout;
  const order = layout.order.map((s) => (s === section ? other : s === other ? section : s));
  return { ...layout, order };
}

/** /dashboard/website-studio: the plan's sections, their order and visibility, and publishing. */
export function StudioOverviewPage() {
  const { t } = useTranslation('studio');
  const { t: td } = useTranslation('dashboard');
  const labels = useDashboardLabels();
  const { clock } = useShell();
  const { backend, member, view } = useDashboard();
  const content = useSiteContent(backend, member.id);
  const unconfirmed = useUnconfirmedLabels(content, view.tier);
  const sections = studioSectionsFor(view.tier);
  const blocks = useMemo(() => sections.filter((s) => !HEADER_SECTIONS.includes(s)), [sections]);

  const save = useCallback((layout: SiteLayout): Promise<SaveAnswer<SiteErrors>> => backend.useCases.saveSiteLayout.execute(member.id, layout), [backend, member.id]);
  const [drafts] = useState(() => studioDrafts<SiteLayout>(member.id, 'layout', clock));
  const draft = useAutosave<SiteLayout, SiteErrors>({ mode: 'autosave', save, stored: content?.layout ?? null, drafts });
  const layout = draft.value;
  const ordered = layout === null ? blocks : layout.order.filter((s) => blocks.includes(s));
  const previewContent = useMemo(() => (content === null || layout === null ? content : { ...content, layout }), [content, layout]);

  return (
    <DashboardPage title={td('studio.title')}>
      <p className="plan-chip">{labels.plan(view.tier)}</p>
      <p>{t('overview.intro')}</p>
      <div className="studio-layout">
        <div className="studio-editor">
          <PublishToggle backend={backend} memberId={member.id} published={member.published} unconfirmed={unconfirmed} />
          <ul className="section-list">
            {HEADER_SECTIONS.map((section) => (
              <li key={section} className="section-row">
                <Link to={studioSectionPath(section)}>{labels.section(section)}</Link>
                <span className="section-row__note">{t('overview.headerOnly')}</span>
              </li>
            ))}
          </ul>
          <section aria-labelledby="layout-title">
            <div className="studio-topbar">
              <h2 id="layout-title">{t('overview.layoutTitle')}</h2>
              <SaveStatusLine status={draft.status} onRetry={draft.save} />
            </div>
            <p>{t('overview.layoutIntro')}</p>
            <ol className="section-list">
              {ordered.map((section, index) => {
                const name = labels.section(section);
                const visible = layout === null || !layout.hidden.includes(section);
                return (
                  <li key={section} className="section-row">
                    <span>
                      <Link to={studioSectionPath(section)}>{name}</Link>
                      {isGated(content?.sections[section]) && <MembersOnlyBadge />}
                    </span>
                    <div className="section-row__controls">
                      <span className="field--checkbox">
                        <input
                          id={`visible-${section}`}
                          type="checkbox"
                          checked={visible}
                          disabled={layout === null}
                          onChange={(e) => {
                            if (layout === null) return;
                            const hidden = e.target.checked ? layout.hidden.filter((s) => s !== section) : [...layout.hidden, section];
                            draft.change({ ...layout, hidden });
                          }}
                        />
                        <label htmlFor={`visible-${section}`}>
                          {t('overview.visible')}
                          <span className="visually-hidden">: {name}</span>
                        </label>
                      </span>
                      <button type="button" className="button button--secondary" disabled={layout === null || index === 0} onClick={() => layout && draft.change(moveInLayout(layout, blocks, section, -1))}>
                        {t('overview.moveUp')}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={layout === null || index === ordered.length - 1}
                        onClick={() => layout && draft.change(moveInLayout(layout, blocks, section, 1))}
                      >
                        {t('overview.moveDown')}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </div>
        <SitePreview member={member} tier={view.tier} content={previewContent} />
      </div>
    </DashboardPage>
  );
}
