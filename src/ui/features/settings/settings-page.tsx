import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { toErrorCode } from '../../../core/errors/error-codes';
import type { ProfileErrors } from '../../../core/validation/profile-validation';
import type { ImageUploadErrorCode } from '../../../core/validation/image-upload';
import { isHexColor } from '../../../core/validation/safe-values';
import { useShell } from '../../services/services-context';
import { SelectField, TextField } from '../../components/form-field';
import { useErrorMessage } from '../../components/error-message';
import { useValidationMessage } from '../../components/validation-message';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { SAVE_ACK_TIMEOUT_MS } from '../../components/save-acknowledgement';
import { useDashboard } from '../../services/dashboard-context';
import { DashboardPage } from '../../components/dashboard-page';
import { PictureResizeError, pictureResizer } from '../../components/resize-image';
import { SignOutButton } from '../../components/sign-out-button';

type Status = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'failed'; readonly message: string };

/**
 * 'waiting': the save is sent but not acknowledged after SAVE_ACK_TIMEOUT_MS. The Firestore SDK
 * answers a write only once the server has it, so without a connection the save would read
 * "Saving…" forever; the SDK keeps the write and sends it when the connection returns.
 */
type ProfileStatus = Status | { readonly kind: 'waiting' };

function ProfilePicture() {
  const { t } = useTranslation('dashboard');
  const { logger } = useShell();
  const errorMessage = useErrorMessage();
  const { backend, member } = useDashboard();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

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
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await backend.useCases.uploadProfilePicture.execute({
        memberId: member.id,
        file: { name: file.name, type: file.type, bytes: file },
        prepare: pictureResizer(logger),
      });
      setStatus(result.ok ? { kind: 'saved' } : { kind: 'failed', message: uploadError(result.error) });
    } catch (error) {
      logger.error('Profile picture upload failed', error);
      setStatus({ kind: 'failed', message: error instanceof PictureResizeError ? uploadError('resize-failed') : errorMessage(toErrorCode(error)) });
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
    </section>
  );
}

/** /dashboard/settings: the public profile and the profile picture. */
export function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const errorMessage = useErrorMessage();
  const { backend, member } = useDashboard();
  const [form, setForm] = useState({
    namePublico: member.namePublico,
    businessName: member.businessName ?? '',
    emailPublico: member.emailPublico,
    phoneNumber: member.phoneNumber,
    siteLanguage: member.siteLanguage as string,
    themeColor: member.themeColor,
  });
  const [errors, setErrors] = useState<ProfileErrors & { emailPublico?: 'invalid-email' }>({});
  const [status, setStatus] = useState<ProfileStatus>({ kind: 'idle' });
  // Each submit gets a number; only the latest one's answer describes what is on screen.
  const attempt = useRef(0);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLeaveWarning(status.kind === 'saving' || status.kind === 'waiting');
  useEffect(
    () => () => {
      if (slowTimer.current !== null) clearTimeout(slowTimer.current);
    },
    [],
  );

  const fieldError = useValidationMessage();

  const change = (field: keyof typeof form) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const mine = ++attempt.current;
    const finish = (next: ProfileStatus, fieldErrors: typeof errors = {}) => {
      if (attempt.current !== mine) return;
      if (slowTimer.current !== null) clearTimeout(slowTimer.current);
      setErrors(fieldErrors);
      setStatus(next);
    };
    setStatus({ kind: 'saving' });
    if (slowTimer.current !== null) clearTimeout(slowTimer.current);
    slowTimer.current = setTimeout(() => {
      if (attempt.current === mine) setStatus({ kind: 'waiting' });
    }, SAVE_ACK_TIMEOUT_MS);
    const { emailPublico, ...profile } = form;
    const saved = await backend.useCases.updateProfile.execute(member.id, profile);
    if (saved.outcome === 'invalid') return finish({ kind: 'idle' }, saved.errors);
    if (saved.outcome === 'failed') return finish({ kind: 'failed', message: errorMessage(saved.code) });
    const email = await backend.useCases.updatePublicEmail.execute(member.id, emailPublico);
    if (email.outcome === 'invalid') return finish({ kind: 'idle' }, { emailPublico: 'invalid-email' });
    finish(email.outcome === 'failed' ? { kind: 'failed', message: errorMessage(email.code) } : { kind: 'saved' });
  }

  return (
    <DashboardPage title={t('settings.title')}>
      <p>
        <Link to={ROUTES.subscription}>{t('settings.plan')}</Link>
      </p>
      <form className="card settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="profile-title">
        <h2 id="profile-title">{t('settings.profile')}</h2>
        <TextField id="namePublico" label={t('settings.namePublico')} value={form.namePublico} onChange={change('namePublico')} error={fieldError(errors.namePublico)} autoComplete="organization" />
        <TextField id="businessName" label={t('settings.businessName')} value={form.businessName} onChange={change('businessName')} error={fieldError(errors.businessName)} />
        <TextField id="emailPublico" type="email" label={t('settings.emailPublico')} value={form.emailPublico} onChange={change('emailPublico')} error={fieldError(errors.emailPublico)} autoComplete="email" />
        <TextField id="phoneNumber" type="tel" label={t('settings.phoneNumber')} value={form.phoneNumber} onChange={change('phoneNumber')} error={fieldError(errors.phoneNumber)} autoComplete="tel" />
        <SelectField id="siteLanguage" label={t('settings.siteLanguage')} value={form.siteLanguage} onChange={change('siteLanguage')} error={fieldError(errors.siteLanguage)}>
          <option value="EN">{t('settings.english')}</option>
          <option value="ES">{t('settings.spanish')}</option>
        </SelectField>
        <div className="color-row">
          <TextField id="themeColor" label={t('settings.themeColor')} hint={t('settings.themeColorHint')} value={form.themeColor} onChange={change('themeColor')} error={fieldError(errors.themeColor)} />
          <input
            type="color"
            className="color-swatch"
            aria-label={t('settings.themeColor')}
            value={isHexColor(form.themeColor) ? form.themeColor.toLowerCase() : '#000000'}
            onChange={change('themeColor')}
          />
        </div>
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('settings.saving') : t('settings.save')}
        </button>
        <p role="status" className={status.kind === 'failed' ? 'field__error' : 'field__hint'}>
          {status.kind === 'saved' && t('settings.saved')}
          {status.kind === 'waiting' && t('settings.waitingForConnection')}
          {status.kind === 'failed' && status.message}
        </p>
      </form>
      <ProfilePicture />
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{t('settings.account')}</h2>
        <p>{t('settings.signedInAs', { email: member.email })}</p>
        <SignOutButton />
      </section>
    </DashboardPage>
  );
}
