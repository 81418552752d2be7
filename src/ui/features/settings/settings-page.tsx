import { useCallback, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as ResizeImageModule from '../../components/resize-image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, studioSectionPath } from '../../../core/dashboard/route-paths';
import type { SaveAnswer } from '../../../core/editing/autosave.machine';
import { toErrorCode } from '../../../core/errors/error-codes';
import type { ProfileErrors } from '../../../core/validation/profile-validation';
import type { ImageUploadErrorCode } from '../../../core/validation/image-upload';
import { IMAGE_SNIFF_BYTES, validateImageUpload } from '../../../core/validation/image-upload';
import { usePictureCrop } from '../../components/picture-crop/use-picture-crop';
import { useShell } from '../../services/services-context';
import { SelectField, TextField } from '../../components/form-field';
import { useErrorMessage } from '../../components/error-message';
import { useValidationMessage } from '../../components/validation-message';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { useAutosave } from '../../services/use-autosave';
import { useDashboardFrame } from '../../services/dashboard-context';
import type { MemberRecord } from '../../../core/member/member-record';
import { DashboardPage } from '../../components/dashboard-page';
import { SignOutButton } from '../../components/sign-out-button';
import { WeeklyNoteSwitch } from './weekly-note-switch';

type Status = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'failed'; readonly message: string };

function ProfilePicture() {
  const { t } = useTranslation('dashboard');
  const { logger } = useShell();
  const errorMessage = useErrorMessage();
  const { whenBackend, member } = useDashboardFrame();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cropTexts = useMemo(
    () => ({ title: t('settings.crop.title'), help: t('settings.crop.help'), zoom: t('settings.crop.zoom'), confirm: t('settings.crop.confirm'), whole: t('settings.crop.whole'), cancel: t('settings.crop.cancel') }),
    [t],
  );
  const cropper = usePictureCrop(cropTexts);

  function uploadError(code: ImageUploadErrorCode | 'resize-failed'): string {
    switch (code) {
      case 'invalid-file-name':
        return t('settings.errors.invalidFileName');
      case 'empty-file':
        return t('settings.errors.emptyFile');
      case 'file-too-large':
        return t('settings.errors.fileTooLarge');
      case 'unsupported-type':
        return t('settings.errors.unsupportedType');
      case 'content-mismatch':
        return t('settings.errors.contentMismatch');
      case 'resize-failed':
        return t('settings.errors.resizeFailed');
      case 'quota-exceeded':
        return t('settings.errors.quotaExceeded');
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked === undefined) return;
    // The picture shows in a circle (the site's header, the dashboard): it is offered to be cropped
    // square, once the upload's own check has passed, so a refused file never opens the dialog.
    const checked = validateImageUpload({ name: picked.name, type: picked.type, size: picked.size, firstBytes: new Uint8Array(await picked.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()) });
    const file = checked.ok ? await cropper.crop(picked, 1, true).catch(() => picked) : picked;
    if (file === null) return;
    setStatus({ kind: 'saving' });
    let resizing: typeof ResizeImageModule | undefined;
    try {
      // The resizer and its library load with the first picture picked, not with the first screen.
      resizing = await import('../../components/resize-image');
      const { pictureResizer } = resizing;
      // Picked before the dashboard is live: the upload waits for it, showing "Uploading…".
      const backend = await whenBackend();
      const result = await backend.useCases.uploadProfilePicture.execute({
        memberId: member.id,
        file: { name: file.name, type: file.type, bytes: file },
        prepare: pictureResizer(logger),
      });
      setStatus(result.ok ? { kind: 'saved' } : { kind: 'failed', message: uploadError(result.error) });
    } catch (error) {
      logger.error('Profile picture upload failed', error);
      setStatus({ kind: 'failed', message: resizing !== undefined && error instanceof resizing.PictureResizeError ? uploadError('resize-failed') : errorMessage(toErrorCode(error)) });
    }
  }

  return (
    <section className="card" aria-labelledby="picture-title">
      <h2 id="picture-title">{t('settings.picture')}</h2>
      <div className="picture-row">
        <img className="picture-preview" src={member.picture} alt={t('settings.pictureAlt')} width="96" height="96" />
        <div className="field">
          <label htmlFor="picture-input">{t('settings.pictureUpload')}</label>
          <input
            id="picture-input"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby="picture-hint picture-status"
            disabled={status.kind === 'saving'}
            onChange={(event) => void onFile(event)}
          />
          <span className="field__hint" id="picture-hint">
            {t('settings.pictureHint')}
          </span>
          <span id="picture-status" role="status" className={status.kind === 'failed' ? 'field__error' : 'field__hint'}>
            {status.kind === 'saving' && t('settings.uploading')}
            {status.kind === 'saved' && t('settings.pictureSaved')}
            {status.kind === 'failed' && status.message}
          </span>
        </div>
      </div>
      {cropper.dialog}
    </section>
  );
}

/**
 * The public name, business name and theme colour as visitors see them. The website studio is
 * their one editor (docs/decisions.md), so here they are shown with a link to it.
 */
function SiteIdentity() {
  const { t } = useTranslation('dashboard');
  const { member } = useDashboardFrame();
  return (
    <section className="card" aria-labelledby="identity-title">
      <h2 id="identity-title">{t('settings.identity')}</h2>
      <p className="field__hint">{t('settings.identityHint')}</p>
      <dl className="facts">
        <div>
          <dt>{t('settings.namePublico')}</dt>
          <dd data-testid="settings-public-name">{member.namePublico}</dd>
        </div>
        <div>
          <dt>{t('settings.businessName')}</dt>
          <dd>{member.businessName ?? t('settings.none')}</dd>
        </div>
        <div>
          <dt>{t('settings.themeColor')}</dt>
          <dd>
            <span style={{ display: 'inline-block', width: '1em', height: '1em', verticalAlign: 'middle', border: '1px solid #9a9a9a', backgroundColor: member.themeColor }} aria-hidden="true" />{' '}
            {member.themeColor}
          </dd>
        </div>
      </dl>
      <p className="settings-links">
        <Link to={studioSectionPath('name')}>{t('settings.editName')}</Link>
        {' · '}
        <Link to={studioSectionPath('styles')}>{t('settings.editStyles')}</Link>
      </p>
    </section>
  );
}

interface ProfileForm {
  readonly emailPublico: string;
  readonly phoneNumber: string;
  readonly siteLanguage: string;
}

type ProfileFormErrors = ProfileErrors & { readonly emailPublico?: 'invalid-email' };

const NO_ERRORS: ProfileFormErrors = {};

const profileOf = (member: MemberRecord): ProfileForm => ({ emailPublico: member.emailPublico, phoneNumber: member.phoneNumber, siteLanguage: member.siteLanguage });

/**
 * The member's live contact details, once, for a page first drawn from the device's snapshot:
 * the form takes them unless the member has already edited it (the snapshot may be old).
 */
function useLiveProfileAfterSnapshot(): ProfileForm | null {
  const { backend, member } = useDashboardFrame();
  const [fromSnapshot] = useState(backend === null);
  const [stored, setStored] = useState<ProfileForm | null>(null);
  const live = fromSnapshot && backend !== null;
  useEffect(() => {
    if (live) setStored((known) => known ?? profileOf(member));
  }, [live, member]);
  return stored;
}

/** /dashboard/settings: contact details, the site's language, the profile picture; the public name and colour link to the studio. */
export function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const errorMessage = useErrorMessage();
  const { whenBackend, member } = useDashboardFrame();
  const [initial] = useState<ProfileForm>(() => profileOf(member));
  const stored = useLiveProfileAfterSnapshot();
  const save = useCallback(
    async ({ emailPublico, ...profile }: ProfileForm): Promise<SaveAnswer<ProfileFormErrors>> => {
      // Saved before the dashboard is live (drawn from the snapshot): waits for it, "Saving…".
      const backend = await whenBackend();
      const saved = await backend.useCases.updateContactDetails.execute(member.id, profile);
      if (saved.outcome !== 'saved') return saved;
      const email = await backend.useCases.updatePublicEmail.execute(member.id, emailPublico);
      return email.outcome === 'invalid' ? { outcome: 'invalid', errors: { emailPublico: 'invalid-email' } } : email;
    },
    [whenBackend, member.id],
  );
  // The Firestore SDK answers a write only once the server has it, so without a connection a
  // save would read "Saving…" forever: past the acknowledgement timeout it says it is waiting,
  // while the SDK keeps the write and sends it when the connection returns.
  const profile = useAutosave<ProfileForm, ProfileFormErrors>({ mode: 'on-request', initial, stored, save });
  const form = profile.value ?? initial;
  const errors = profile.errors ?? NO_ERRORS;
  const status = profile.status;
  const failure = status === 'failed' || status === 'offline' ? profile.error : null;
  useLeaveWarning(status === 'saving' || status === 'waiting');

  const fieldError = useValidationMessage();

  const change = (field: keyof ProfileForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => profile.change({ ...form, [field]: event.target.value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    profile.save();
  }

  return (
    <DashboardPage title={t('settings.title')}>
      <p>
        <Link to={ROUTES.subscription}>{t('settings.plan')}</Link>
      </p>
      <form className="card settings-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
        <h2 id="profile-title">{t('settings.profile')}</h2>
        <TextField id="emailPublico" type="email" label={t('settings.emailPublico')} value={form.emailPublico} onChange={change('emailPublico')} error={fieldError(errors.emailPublico)} autoComplete="email" />
        <TextField id="phoneNumber" type="tel" label={t('settings.phoneNumber')} value={form.phoneNumber} onChange={change('phoneNumber')} error={fieldError(errors.phoneNumber)} autoComplete="tel" />
        <SelectField id="siteLanguage" label={t('settings.siteLanguage')} hint={t('settings.siteLanguageHint')} value={form.siteLanguage} onChange={change('siteLanguage')} error={fieldError(errors.siteLanguage)}>
          <option value="EN">{t('settings.english')}</option>
          <option value="ES">{t('settings.spanish')}</option>
        </SelectField>
        <button type="submit" className="button" disabled={status === 'saving'}>
          {status === 'saving' ? t('settings.saving') : t('settings.save')}
        </button>
        <p role="status" className={failure !== null ? 'field__error' : 'field__hint'}>
          {status === 'saved' && t('settings.saved')}
          {status === 'waiting' && t('settings.waitingForConnection')}
          {failure !== null && errorMessage(failure)}
        </p>
      </form>
      <SiteIdentity />
      <ProfilePicture />
      <WeeklyNoteSwitch />
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{t('settings.account')}</h2>
        <p>{t('settings.signedInAs', { email: member.email })}</p>
        <SignOutButton />
      </section>
    </DashboardPage>
  );
}
