import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { FormFieldType, SiteForms } from '../../../core/forms/form-definition';
import { CHOICE_FIELD_TYPES, CONTACT_FORM_ID, FORM_FIELD_TYPES, FORM_LIMITS, readSiteForms } from '../../../core/forms/form-definition';
import { FieldReader } from '../../../core/site/site-fields';
import type { SiteErrors } from '../../../core/site/site-fields';
import { DashboardPage } from '../../components/dashboard-page';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { SaveStatusLine } from '../../components/save-status-line';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { useDashboard } from '../../services/dashboard-context';
import { localDrafts } from '../../services/device-drafts';
import { useShell } from '../../services/services-context';
import { useAutosave } from '../../services/use-autosave';
import './forms.css';

interface DraftField {
  readonly id: string;
  readonly type: FormFieldType;
  readonly label: string;
  readonly help: string;
  readonly required: boolean;
  /** One option per line, as the member types them. */
  readonly options: string;
}

interface DraftForm {
  readonly id: string;
  readonly title: string;
  readonly thankYou: string;
  readonly fields: readonly DraftField[];
}

function draftOf(forms: SiteForms): DraftForm[] {
  return forms.forms.map((form) => ({ ...form, fields: form.fields.map((f) => ({ ...f, options: f.options.join('\n') })) }));
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A draft this device kept from an earlier visit, when it still has the builder's shape. */
function draftFormsOf(raw: unknown): DraftForm[] | null {
  if (!Array.isArray(raw)) return null;
  const forms = raw as readonly Partial<Record<keyof DraftForm, unknown>>[];
  const fieldOk = (f: Partial<Record<keyof DraftField, unknown>>) =>
    isText(f.id) && FORM_FIELD_TYPES.includes(f.type as FormFieldType) && isText(f.label) && isText(f.help) && typeof f.required === 'boolean' && isText(f.options);
  const ok = forms.every(
    (form) => typeof form === 'object' && form !== null && isText(form.id) && isText(form.title) && isText(form.thankYou) && Array.isArray(form.fields) && form.fields.every((f) => typeof f === 'object' && f !== null && fieldOk(f as Partial<Record<keyof DraftField, unknown>>)),
  );
  return ok && forms.length > 0 ? (raw as DraftForm[]) : null;
}

/** Where this device keeps the member's unsaved forms until the backend has them. */
const draftKey = (memberId: string) => `sitio.formsDraft.${memberId}`;

function rawOf(draft: readonly DraftForm[]): unknown {
  return {
    forms: draft.map((form) => ({
      ...form,
      fields: form.fields.map((f) => ({ ...f, options: CHOICE_FIELD_TYPES.includes(f.type) ? f.options.split('\n').map((o) => o.trim()).filter((o) => o !== '') : [] })),
    })),
  };
}

// Ids only need to be unique within the site; the core keeps them stable once saved.
const newId = () => Math.random().toString(36).slice(2, 10);

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const NO_ERRORS: SiteErrors = {};
/** While the edits on screen are not known to be saved, leaving asks first. */
const UNSAVED = new Set(['unsaved', 'saving', 'waiting', 'offline', 'failed', 'invalid']);

/**
 * /dashboard/forms/edit: the contact form's questions and up to four more forms. Saved through
 * the autosave machine, as the studio is: after a pause in typing or at once with Save, kept on
 * this device until the backend has them, and tried again while it cannot be reached.
 */
export function FormBuilderPage() {
  const { t } = useTranslation('forms');
  const { clock } = useShell();
  const { backend, member } = useDashboard();
  const [stored, setStored] = useState<DraftForm[] | null>(null);
  useEffect(() => backend.useCases.watchSiteContent.execute(member.id, (content) => setStored(draftOf(readSiteForms(content.formsDocument, new FieldReader())))), [backend, member.id]);
  const save = useCallback((value: DraftForm[]) => backend.useCases.forms.saveSiteForms.execute(member.id, rawOf(value)), [backend, member.id]);
  const [drafts] = useState(() => localDrafts<DraftForm[]>(draftKey(member.id), clock, draftFormsOf));
  const autosave = useAutosave<DraftForm[], SiteErrors>({ mode: 'autosave', save, stored, drafts });
  const { status } = autosave;
  useLeaveWarning(UNSAVED.has(status));
  const statusText = useMemo(
    () => ({
      idle: t('builder.status.idle'),
      unsaved: t('builder.status.unsaved'),
      saving: t('builder.saving'),
      saved: t('builder.status.saved'),
      offline: t('builder.status.offline'),
      invalid: t('builder.status.invalid'),
      failed: t('builder.status.failed'),
      retry: t('builder.status.retry'),
    }),
    [t],
  );

  const draft = autosave.value;
  if (draft === null) {
    return (
      <DashboardPage title={t('builder.title')}>
        <p aria-busy="true">{t('builder.loading')}</p>
      </DashboardPage>
    );
  }

  const errors = autosave.errors ?? NO_ERRORS;
  const errorAt = (path: string) => {
    const code = errors[path];
    if (code === undefined) return null;
    return code === 'required' || code === 'too-long' || code === 'too-many' ? t(`builder.errors.${code}`) : t('builder.errors.invalid');
  };
  const update = (next: DraftForm[]) => autosave.change(next);
  const updateForm = (index: number, patch: Partial<DraftForm>) => update(draft.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const updateField = (formIndex: number, fieldIndex: number, patch: Partial<DraftField>) => {
    const form = draft[formIndex];
    if (form !== undefined) updateForm(formIndex, { fields: form.fields.map((f, i) => (i === fieldIndex ? { ...f, ...patch } : f)) });
  };

  return (
    <DashboardPage title={t('builder.title')}>
      <p className="lead">{t('builder.intro')}</p>
      <p>
        <Link to={ROUTES.forms}>← {t('builder.back')}</Link>
      </p>
      {autosave.recovered && <p className="notice">{t('builder.recovered')}</p>}
      {draft.map((form, fi) => {
        const at = `forms.${fi}`;
        const isContact = form.id === CONTACT_FORM_ID;
        return (
          <section key={form.id} className="card form-editor" aria-labelledby={`form-${fi}-title`}>
            <h2 id={`form-${fi}-title`}>{isContact ? t('builder.contact') : form.title || t('builder.newForm')}</h2>
            <TextField
              id={`form-${fi}-name`}
              label={t('builder.formTitle')}
              hint={isContact ? t('builder.contactTitleHint') : undefined}
              value={form.title}
              maxLength={FORM_LIMITS.title}
              required={!isContact}
              error={errorAt(`${at}.title`)}
              onChange={(event) => updateForm(fi, { title: event.target.value })}
            />
            <TextAreaField
              id={`form-${fi}-thanks`}
              label={t('builder.thankYou')}
              hint={t('builder.thankYouHint')}
              value={form.thankYou}
              maxLength={FORM_LIMITS.thankYou}
              rows={2}
              error={errorAt(`${at}.thankYou`)}
              onChange={(event) => updateForm(fi, { thankYou: event.target.value })}
            />
            <h3>{t('builder.fields')}</h3>
            <p className="muted">{t('builder.fixedFields')}</p>
            <ol className="field-editors">
              {form.fields.map((field, di) => {
                const fat = `${at}.fields.${di}`;
                const key = `form-${fi}-field-${field.id}`;
                return (
                  <li key={field.id} className="field-editor">
                    <TextField
                      id={`${key}-label`}
                      label={t('builder.fieldLabel')}
                      value={field.label}
                      placeholder={isContact && field.id === 'fmessage' ? t('message') : undefined}
                      maxLength={FORM_LIMITS.label}
                      error={errorAt(`${fat}.label`)}
                      onChange={(event) => updateField(fi, di, { label: event.target.value })}
                    />
                    <SelectField id={`${key}-type`} label={t('builder.fieldType')} value={field.type} onChange={(event) => updateField(fi, di, { type: event.target.value as FormFieldType })}>
                      {FORM_FIELD_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`builder.types.${type}`)}
                        </option>
                      ))}
                    </SelectField>
                    {CHOICE_FIELD_TYPES.includes(field.type) && (
                      <TextAreaField
                        id={`${key}-options`}
                        label={t('builder.options')}
                        value={field.options}
                        rows={3}
                        error={errorAt(`${fat}.options`)}
                        onChange={(event) => updateField(fi, di, { options: event.target.value })}
                      />
                    )}
                    <TextField id={`${key}-help`} label={t('builder.fieldHelp')} value={field.help} maxLength={FORM_LIMITS.help} error={errorAt(`${fat}.help`)} onChange={(event) => updateField(fi, di, { help: event.target.value })} />
                    <label className="inbox-filters__check">
                      <input type="checkbox" checked={field.required} onChange={(event) => updateField(fi, di, { required: event.target.checked })} /> {t('builder.required')}
                    </label>
                    <p className="field-editor__actions">
                      <button type="button" className="button button--secondary" disabled={di === 0} onClick={() => updateForm(fi, { fields: move(form.fields, di, di - 1) })}>
                        {t('builder.moveUp')}
                      </button>
                      <button type="button" className="button button--secondary" disabled={di === form.fields.length - 1} onClick={() => updateForm(fi, { fields: move(form.fields, di, di + 1) })}>
                        {t('builder.moveDown')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => updateForm(fi, { fields: form.fields.filter((_, i) => i !== di) })}>
                        {t('builder.removeField')}
                      </button>
                    </p>
                  </li>
                );
              })}
            </ol>
            <p className="field-editor__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={form.fields.length >= FORM_LIMITS.fields}
                onClick={() => updateForm(fi, { fields: [...form.fields, { id: `f${newId()}`, type: 'short-text', label: '', help: '', required: false, options: '' }] })}
              >
                {t('builder.addField')}
              </button>
              {!isContact && (
                <button type="button" className="button button--danger" onClick={() => update(draft.filter((_, i) => i !== fi))}>
                  {t('builder.removeForm')}
                </button>
              )}
            </p>
            {form.fields.length >= FORM_LIMITS.fields && <p className="muted">{t('builder.limitFields', { count: FORM_LIMITS.fields })}</p>}
            {!isContact && <p className="muted">{t('builder.removeFormNote')}</p>}
          </section>
        );
      })}
      <p className="field-editor__actions forms-toolbar">
        <button
          type="button"
          className="button button--secondary"
          disabled={draft.length > FORM_LIMITS.extraForms}
          onClick={() => update([...draft, { id: `form-${newId()}`, title: '', thankYou: '', fields: [{ id: `f${newId()}`, type: 'long-text', label: '', help: '', required: true, options: '' }] }])}
        >
          {t('builder.addForm')}
        </button>
        <button type="button" className="button" disabled={status === 'saving'} onClick={autosave.save}>
          {status === 'saving' ? t('builder.saving') : t('builder.save')}
        </button>
      </p>
      <SaveStatusLine status={status} onRetry={autosave.save} text={statusText} />
      {draft.length > FORM_LIMITS.extraForms && <p className="muted">{t('builder.limitForms', { count: FORM_LIMITS.extraForms })}</p>}
      <div aria-live="polite">
        {status === 'saved' && <p className="notice">{t('builder.saved')}</p>}
        {autosave.errors !== null && status !== 'saving' && (
          <p className="field__error" role="alert">
            {t('builder.invalid')}
          </p>
        )}
        {status === 'failed' && (
          <p className="field__error" role="alert">
            {t('builder.failed')}
          </p>
        )}
      </div>
    </DashboardPage>
  );
}
