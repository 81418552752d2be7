import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { SaveAnswer } from '../../../core/editing/autosave.machine';
import type { StudioSection } from '../../../core/plans/plan-gates';
import { isProjectedSection, projectedSectionOf } from '../../../core/site/projected-sections';
import type { SiteErrors } from '../../../core/site/site-fields';
import { useShell } from '../../services/services-context';
import { websiteImageResizer } from '../../components/resize-image';
import { useDashboard } from '../../services/dashboard-context';
import { useDashboardLabels } from '../../services/dashboard-labels';
import { DashboardPage } from '../../components/dashboard-page';
import { PublishToggle } from '../../components/publish-toggle';
import { useUnconfirmedLabels } from '../../components/draft-checklist-labels';
import { AudienceContext, useAudienceOptions } from './audience-control';
import { SaveStatusLine } from './save-status';
import { sectionDefinition } from '../../../core/site/sections/catalogue';
import { hasTranslatableText } from '../../../core/site/text-translations';
import type { Raw } from './section-form/field-spec';
import { ImageUploadContext, PictureBatchContext, SecondLanguageContext, UndoableContext, type UploadImage } from './section-form/form-contexts';
import { Fields } from './section-form/section-form';
import { editableOf, useSectionSpecs } from './section-specs';
import { SitePreview } from './site-preview';
import { useAutosave } from '../../services/use-autosave';
import { studioDrafts } from './section-draft-store';
import { useSecondLanguage } from './use-second-language';
import { useSiteContent } from './use-site-content';
import { keepEqualParts } from './keep-equal-parts';
import { useStudioUndo } from './use-studio-undo';
import type { UndoSnapshots } from '../../../use-cases/keep-undoable-pictures.use-case';
import { LeaveWhileSending, usePictureBatches } from './use-picture-batches';
import './studio.css';

const NO_ERRORS: SiteErrors = {};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * /dashboard/website-studio/<section> (access already checked by the dashboard's plan gate):
 * the section's editor beside a live preview of the whole site.
 */
export function StudioSectionPage({ section }: { readonly section: StudioSection }) {
  const { t } = useTranslation('studio');
  const labels = useDashboardLabels();
  const { clock, logger } = useShell();
  const { backend, member, view } = useDashboard();
  const specs = useSectionSpecs();
  const content = useSiteContent(backend, member.id);
  // What the editor shows now: read when the stored section changes, not a reason to recompute it.
  const onScreen = useRef<Raw | null>(null);
  // Name and styles are the member's public fields, wherever they were last changed.
  const stored = useMemo(() => {
    if (content === null) return null;
    const fresh = editableOf(section, isProjectedSection(section) ? projectedSectionOf(section, member) : content.sections[section]);
    // Each save comes back as new objects: what the editor already shows stays, so only what changed is drawn again.
    return keepEqualParts(onScreen.current, fresh);
  }, [content, section, member]);

  const save = useCallback(
    async (raw: Raw): Promise<SaveAnswer<SiteErrors>> => {
      // Checked and written in a task of its own: the one that starts the save only redraws the status.
      await nextTask();
      return backend.useCases.saveSiteSection.execute(member.id, section, raw);
    },
    [backend, member.id, section],
  );
  const [drafts] = useState(() => studioDrafts<Raw>(member.id, section, clock));
  const draft = useAutosave<Raw, SiteErrors>({ mode: 'autosave', save, stored, drafts });
  onScreen.current = draft.value;
  const keepPictures = useCallback(
    (history: UndoSnapshots) => {
      backend.useCases.keepUndoablePictures.execute(member.id, history).catch((error: unknown) => logger.warn('Pictures the undo history holds could not be kept', error));
    },
    [backend, member.id, logger],
  );
  const undoable = useStudioUndo(draft.update, keepPictures);

  // Pictures are resized in the browser before they are sent: small uploads, a fast site.
  const upload: UploadImage = useCallback(
    (file: File) => backend.useCases.uploadSiteImage.execute(member.id, { name: file.name, type: file.type, bytes: file }, websiteImageResizer(logger)),
    [backend, member.id, logger],
  );
  const pictures = usePictureBatches(backend, member);
  const second = useSecondLanguage(member.id, member.siteLanguage, draft.value);
  const bilingual = hasTranslatableText(sectionDefinition(section).fields);
  // Who may see each part: only where the plan has the Users Portal.
  const audience = useAudienceOptions(backend, member.id, view.tier);
  const edited = useMemo(() => (draft.value === null ? null : { section, raw: draft.value }), [draft.value, section]);

  // A keystroke changes the draft alone: what does not depend on it is kept as it was drawn.
  const back = useMemo(() => <Link to={ROUTES.websiteStudio}>← {t('page.allSections')}</Link>, [t]);
  const status = useMemo(() => <SaveStatusLine status={draft.status} onRetry={draft.save} />, [draft.status, draft.save]);
  const languages = useMemo(
    () =>
      bilingual && (
        <div className="studio-languages">
          <input id="studio-second-language" type="checkbox" checked={second.on} aria-describedby="studio-second-language-hint" onChange={(e) => second.setOn(e.target.checked)} />
          <label htmlFor="studio-second-language">{t(`translation.toggle${second.language}`)}</label>
          <span className="field__hint" id="studio-second-language-hint">
            {t(`translation.hint${second.language}`)}
          </span>
        </div>
      ),
    [bilingual, second, t],
  );
  const unconfirmed = useUnconfirmedLabels(content, view.tier);
  const publish = useMemo(
    () => <PublishToggle backend={backend} memberId={member.id} published={member.published} unconfirmed={unconfirmed} />,
    [backend, member.id, member.published, unconfirmed],
  );

  return (
    <DashboardPage title={labels.section(section)}>
      <div className="studio-topbar">
        {back}
        {status}
      </div>
      <LeaveWhileSending sending={pictures.sending} />
      <div className="studio-layout">
        <section className="studio-editor" aria-label={t('page.editor')}>
          {draft.recovered && <p className="notice">{t('page.recovered')}</p>}
          {draft.status === 'invalid' && (
            <p className="notice notice--error" role="alert">
              {t('page.fixErrors')}
            </p>
          )}
          {draft.value === null ? (
            <p aria-busy="true">{t('page.loading')}</p>
          ) : (
            <ImageUploadContext.Provider value={upload}>
              <PictureBatchContext.Provider value={pictures.start}>
              <UndoableContext.Provider value={undoable.mark}>
              {languages}
              <AudienceContext.Provider value={audience}>
              <SecondLanguageContext.Provider value={bilingual && second.on ? second.language : null}>
              <form
                className="studio-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  draft.save();
                }}
              >
                <Fields fields={specs(section)} path="" value={draft.value} errors={draft.errors ?? NO_ERRORS} onChange={undoable.update} />
              </form>
              </SecondLanguageContext.Provider>
              </AudienceContext.Provider>
              </UndoableContext.Provider>
              </PictureBatchContext.Provider>
            </ImageUploadContext.Provider>
          )}
          {publish}
        </section>
        <SitePreview member={member} tier={view.tier} content={content} edited={edited} />
      </div>
    </DashboardPage>
  );
}
