import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { selectAuthStatus, selectMember, selectMemberStatus, selectUser, type SessionUser } from '../../../core/auth/auth-session.machine';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { toErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import type { MemberRecord } from '../../../core/member/member-record';
import { DEFAULT_SITE_LANGUAGE, DEFAULT_THEME_COLOR } from '../../../core/member/new-member-record';
import { planInForce } from '../../../core/plans/effective-plan';
import { rolesOf } from '../../../core/roles/roles';
import { validateProfile, type NormalizedProfile, type ProfileDetails, type ProfileErrors } from '../../../core/validation/profile-validation';
import { BUSINESS_TYPES, type BusinessType } from '../../../core/validation/inquiry-validation';
import type { SiteLanguage } from '../../../core/member/member-record';
import { isHexColor } from '../../../core/validation/safe-values';
import type { BackendServices } from '../../services/app-services';
import { useBackend, useShell } from '../../services/services-context';
import { useLanguage } from '../../services/use-language';
import { useErrorMessage } from '../../components/error-message';
import { demandToasts } from '../../services/toast-demand';
import type { CreateFirstDraftResult } from '../../../use-cases/create-first-draft.use-case';
import { SelectField, TextField } from '../../components/form-field';
import { useValidationMessage } from '../../components/validation-message';
import { OnboardingSteps } from '../../components/onboarding-steps';
import './setup.css';

/**
 * The new record's site language is the spec's default ('EN'), not an answer the member gave: a
 * member who signed up in Spanish is asked with Spanish chosen, the language they are using.
 * Anything else the record says was chosen, and stays.
 */
function siteLanguageToOffer(member: MemberRecord | null, interfaceLanguage: string): string {
  const stored = member?.siteLanguage;
  return stored === undefined || stored === DEFAULT_SITE_LANGUAGE ? interfaceLanguage : stored;
}

function initialValues(member: MemberRecord | null, interfaceLanguage: string): ProfileDetails {
  return {
    namePublico: member?.namePublico ?? '',
    businessName: member?.businessName ?? '',
    phoneNumber: member?.phoneNumber ?? '',
    siteLanguage: siteLanguageToOffer(member, interfaceLanguage),
    themeColor: isHexColor(member?.themeColor) ? member.themeColor.toUpperCase() : DEFAULT_THEME_COLOR,
  };
}

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set; its text is never shown.
  event.returnValue = '';
}

function SetupForm({ backend, user, member }: { readonly backend: BackendServices; readonly user: SessionUser; readonly member: MemberRecord | null }) {
  const { t } = useTranslation('setup');
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const errorText = useValidationMessage();
  const navigate = useNavigate();
  const { config, clock, logger } = useShell();
  const [values, setValues] = useState<ProfileDetails>(() => initialValues(member, language));
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  // The optional questions of a first draft: none answered, the studio starts blank.
  const [businessType, setBusinessType] = useState<BusinessType | ''>('');
  const [town, setTown] = useState('');
  const [bothLanguages, setBothLanguages] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The record can arrive after the form: fill it in unless the member already started typing.
  useEffect(() => {
    if (member && !touched) setValues(initialValues(member, language));
  }, [member, touched, language]);

  const change = (field: keyof ProfileDetails) => (event: { target: { value: string } }) => {
    setTouched(true);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  const fail = (fieldErrors: ProfileErrors, code: ErrorCode | null) => {
    setErrors(fieldErrors);
    setFormError(code);
    setBusy(false);
    queueMicrotask(() => {
      if (code) alertRef.current?.focus();
      else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = async (event: FormEvent, blank = false) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const checked = validateProfile(values);
    if (!checked.ok) return fail(checked.errors, null);
    if (member === null) {
      // The sign-up could not write the record: write it now, with what the member just typed.
      const ensured = await backend.useCases.ensureMemberRecord.execute({
        uid: user.uid,
        email: user.email ?? '',
        displayName: checked.normalized.namePublico,
        phoneNumber: checked.normalized.phoneNumber,
      });
      if (ensured.outcome === 'failed') return fail({}, ensured.code);
    }
    // Next step of the path: a new member (zero-day trial, nothing paid) chooses a plan; anyone
    // with a trial or a privilege goes straight on. The plan page also names a plan already paid.
    const onTrialOrPrivileged = planInForce({ member, subscriptions: [], roles: rolesOf(member, config), now: clock.now() }) !== null;
    if (blank || businessType === '') {
      const result = await backend.useCases.updateProfile.execute(user.uid, values);
      if (result.outcome === 'invalid') return fail(result.errors, null);
      if (result.outcome === 'failed') return fail({}, result.code);
    } else {
      // The draft carries the profile in its one write. Going on to My Web, the member goes on as
      // soon as this device shows the draft, and the server's answer follows (a refusal is still
      // told). The plan page can lead off to the payment page, which would drop a write not yet
      // answered: that way waits for the server.
      const drafted = await new Promise<CreateFirstDraftResult | 'shown'>((resolve) => {
        const goOnWhenShown = () => {
          if (onTrialOrPrivileged) resolve('shown');
          return onTrialOrPrivileged;
        };
        makeDraft(checked.normalized, goOnWhenShown).then(resolve, (error: unknown) => resolve({ outcome: 'failed', code: toErrorCode(error) }));
      });
      if (drafted !== 'shown' && drafted.outcome === 'failed') return fail({}, drafted.code);
    }
    navigate(onTrialOrPrivileged ? ROUTES.dashboard : ROUTES.subscription, { replace: true });
  };

  // With a trade chosen, the draft's code is fetched while the member answers the rest.
  const chooseType = (type: BusinessType | '') => {
    setBusinessType(type);
    if (type !== '') void backend.useCases.createFirstDraft.prepare().catch(() => undefined);
  };

  /** `whenShown` says whether the member went on then, leaving /setup before the server's answer. */
  const makeDraft = async (normalized: NormalizedProfile, whenShown: () => boolean): Promise<CreateFirstDraftResult> => {
    const firstLanguage: SiteLanguage = normalized.siteLanguage === 'ES' ? 'ES' : 'EN';
    let left = false;
    const result = await backend.useCases.createFirstDraft.execute(
      user.uid,
      {
        answers: { type: businessType as BusinessType, town, languages: bothLanguages ? 'both' : firstLanguage, firstLanguage },
        member: {
          namePublico: normalized.namePublico,
          businessName: normalized.businessName ?? '',
          phoneNumber: normalized.phoneNumber,
          // The example's colour is a starting point; one the member picked here is theirs.
          ...(normalized.themeColor === DEFAULT_THEME_COLOR ? {} : { themeColor: normalized.themeColor }),
        },
        origin: window.location.origin,
      },
      () => {
        // Until the server has the draft it lives in this page's memory only: closing or
        // reloading the page first asks.
        window.addEventListener('beforeunload', warnBeforeLeaving);
        left = whenShown();
      },
    );
    window.removeEventListener('beforeunload', warnBeforeLeaving);
    // Refused while the member is still here, the form says so itself.
    if (result.outcome === 'failed' && left) void draftRefused(result.code);
    return result;
  };

  // Told after /setup was left for the draft on screen: the device takes the draft back.
  const draftRefused = async (code: ErrorCode) => {
    logger.error('The first draft was not stored', code);
    demandToasts();
    const { toast } = await import('react-toastify');
    toast.error(errorMessage(code));
  };

  const previewColor = isHexColor(values.themeColor.trim()) ? values.themeColor.trim() : DEFAULT_THEME_COLOR;

  return (
    <div className="setup-card card">
      <OnboardingSteps current="business" />
      <h1 id="setup-title">{t('title')}</h1>
      <p className="setup-card__lead">{t('lead')}</p>
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="alert alert--error" role="alert">
          {errorMessage(formError)}
        </div>
      ) : null}
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="setup-title">
        <TextField
          id="setup-name"
          label={t('fields.namePublico')}
          hint={t('fields.namePublicoHint')}
          autoComplete="organization"
          value={values.namePublico}
          onChange={change('namePublico')}
          error={errorText(errors.namePublico)}
        />
        <TextField id="setup-business" label={t('fields.businessName')} value={values.businessName} onChange={change('businessName')} error={errorText(errors.businessName)} />
        <TextField
          id="setup-phone"
          type="tel"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          error={errorText(errors.phoneNumber)}
        />
        <SelectField id="setup-language" label={t('fields.siteLanguage')} value={values.siteLanguage} onChange={change('siteLanguage')} error={errorText(errors.siteLanguage)}>
          <option value="EN">{t('languages.EN')}</option>
          <option value="ES">{t('languages.ES')}</option>
        </SelectField>
        <fieldset className="setup-draft">
          <legend>{t('draft.legend')}</legend>
          <p className="setup-draft__lead">{t('draft.lead')}</p>
          <SelectField id="setup-type" label={t('draft.type')} value={businessType} onChange={(event) => chooseType(event.target.value as BusinessType | '')}>
            <option value="">{t('draft.noType')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`draft.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField id="setup-town" label={t('draft.town')} hint={t('draft.townHint')} autoComplete="address-level2" value={town} onChange={(event) => setTown(event.target.value)} maxLength={80} />
          <label className="setup-draft__both" htmlFor="setup-both">
            <input id="setup-both" type="checkbox" checked={bothLanguages} onChange={(event) => setBothLanguages(event.target.checked)} />
            {t('draft.both')}
          </label>
        </fieldset>
        <div className="setup-color">
          <TextField
            id="setup-color"
            label={t('fields.themeColor')}
            hint={t('fields.themeColorHint')}
            value={values.themeColor}
            onChange={change('themeColor')}
            error={errorText(errors.themeColor)}
            spellCheck={false}
            autoCapitalize="characters"
          />
          <input
            type="color"
            className="setup-color__picker"
            aria-label={t('fields.themeColorPicker')}
            value={previewColor.toLowerCase()}
            onChange={(event) => change('themeColor')({ target: { value: event.target.value.toUpperCase() } })}
          />
        </div>
        <div className="setup-preview" aria-hidden="true" style={{ background: previewColor }}>
          <span className="setup-preview__name">{values.namePublico || t('preview')}</span>
        </div>
        <button type="submit" className="button setup-card__submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('busy') : businessType === '' ? t('submit') : t('draft.submit')}
        </button>
        {businessType === '' ? null : (
          <button type="button" className="button button--secondary setup-card__blank" disabled={busy} onClick={(event) => void submit(event, true)}>
            {t('draft.blank')}
          </button>
        )}
      </form>
      <button type="button" className="button button--link setup-card__signout" onClick={() => void backend.useCases.signOut.execute()}>
        {tc('actions.signOut')}
      </button>
    </div>
  );
}

function SetupGate({ backend }: { readonly backend: BackendServices }) {
  const { t } = useTranslation('setup');
  const status = useSelector(backend.session, selectAuthStatus);
  const memberStatus = useSelector(backend.session, selectMemberStatus);
  const member = useSelector(backend.session, selectMember);
  const user = useSelector(backend.session, selectUser);
  if (status === 'signedOut') return <Navigate to={`${ROUTES.getStarted}?mode=signin`} state={{ from: ROUTES.setup }} replace />;
  if (status === 'unknown' || memberStatus === 'loading' || user === null) {
    return (
      <p role="status" className="setup-loading">
        {t('loading')}
      </p>
    );
  }
  return <SetupForm key={user.uid} backend={backend} user={user} member={member} />;
}

/** /setup: the short onboarding after sign-up, for signed-in members, without dashboard chrome. */
export function SetupPage() {
  const { t } = useTranslation('setup');
  const errorMessage = useErrorMessage();
  const { backend, error } = useBackend();
  return (
    <main className="setup-page" aria-labelledby={backend ? 'setup-title' : undefined} aria-label={backend ? undefined : t('title')}>
      {error ? (
        <div className="alert alert--error" role="alert">
          {errorMessage('services-not-initialised')}
        </div>
      ) : backend ? (
        <SetupGate backend={backend} />
      ) : (
        <p role="status" className="setup-loading">
          {t('loading')}
        </p>
      )}
    </main>
  );
}
