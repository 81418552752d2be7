import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { selectAuthStatus, selectUser } from '../../../core/auth/auth-session.machine';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { ErrorCode } from '../../../core/errors/error-codes';
import type { SignUpErrorCode } from '../../../core/validation/sign-up-validation';
import type { BackendServices, SessionActor } from '../../services/app-services';
import { useBackend } from '../../services/services-context';
import { useErrorMessage } from '../../components/error-message';
import { TextField } from '../../components/form-field';
import { useValidationMessage } from '../../components/validation-message';
import './auth.css';

type Mode = 'signIn' | 'signUp' | 'reset';
type Field = 'email' | 'password' | 'displayName' | 'phoneNumber';
type FieldErrors = Partial<Record<Field, SignUpErrorCode>>;

const MODE_PARAM: Record<Mode, string> = { signIn: 'signin', signUp: 'signup', reset: 'reset' };

/** Where to go after signing in: only a path of this site, never another origin. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value === ROUTES.getStarted || value.startsWith(`${ROUTES.getStarted}?`)) return null;
  return value;
}

function modeOf(param: string | null, returnPath: string | null): Mode {
  if (param === 'signin') return 'signIn';
  if (param === 'signup') return 'signUp';
  if (param === 'reset') return 'reset';
  // Someone sent here from a members' page already has an account; the Get Started button does not.
  return returnPath ? 'signIn' : 'signUp';
}

function SignedInNotice({ session, onSignOut }: { readonly session: SessionActor; readonly onSignOut: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const user = useSelector(session, selectUser);
  return (
    <div className="auth-card card" role="status">
      <h1>{t('signedIn.title')}</h1>
      <p>{t('signedIn.text', { email: user?.email ?? '' })}</p>
      <div className="auth-card__actions">
        <Link className="button" to={ROUTES.dashboard}>
          {t('signedIn.dashboard')}
        </Link>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          {tc('actions.signOut')}
        </button>
      </div>
    </div>
  );
}

/**
 * Shows the notice to someone already signed in, unless they are the one signing in right now.
 * Drawn around the form before the backend has loaded too, so the backend's arrival leaves the
 * form where it is: a form drawn anew would take the focus, and the keys typed next, from the
 * field the visitor is typing in.
 */
function SignedInGate({ backend, busy, children }: { readonly backend: BackendServices | null; readonly busy: boolean; readonly children: ReactNode }) {
  const status = useSelector(backend?.session, (state) => (state ? selectAuthStatus(state) : 'unknown'));
  if (backend !== null && status === 'signedIn' && !busy) return <SignedInNotice session={backend.session} onSignOut={() => void backend.useCases.signOut.execute()} />;
  return <>{children}</>;
}

/** /entrar: sign in, sign up and password reset (the target of Get Started / Crea tu sitio). */
export function EntrarPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const errorMessage = useErrorMessage();
  const fieldError = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { backend, error: backendError } = useBackend();

  const fromState: unknown = (location.state as { from?: unknown } | null)?.from;
  const returnPath = safeReturnPath(fromState) ?? safeReturnPath(params.get('next'));
  const mode = modeOf(params.get('mode'), returnPath);

  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', displayName: '', phoneNumber: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // Messages belong to the form they came from.
  useEffect(() => {
    setFieldErrors({});
    setFormError(null);
    setResetSentTo(null);
  }, [mode]);

  const modeLink = (target: Mode) => {
    const next = new URLSearchParams(params);
    next.set('mode', MODE_PARAM[target]);
    return { pathname: ROUTES.getStarted, search: `?${next.toString()}` };
  };

  const change = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const showErrors = (errors: FieldErrors, code: ErrorCode | null) => {
    setFieldErrors(errors);
    setFormError(code);
    // Move focus to what needs fixing, after the messages have rendered.
    queueMicrotask(() => {
      if (code) alertRef.current?.focus();
      else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!backend || busy) return;
    setBusy(true);
    setResetSentTo(null);
    // Stays busy while the next page loads, so the signed-in notice never flashes in between.
    let leaving = false;
    try {
      if (mode === 'signUp') {
        const result = await backend.useCases.signUp.execute(values);
        if (result.outcome === 'invalid') return showErrors(result.errors, null);
        if (result.outcome === 'failed') return showErrors({}, result.code);
        if (result.recordError) toast.warning(t('recordWarning', { reason: errorMessage(result.recordError) }));
        leaving = true;
        navigate(ROUTES.setup, { replace: true });
        return;
      }
      if (mode === 'signIn') {
        const result = await backend.useCases.signIn.execute({ email: values.email, password: values.password });
        if (result.outcome === 'invalid') return showErrors(result.errors, null);
        if (result.outcome === 'failed') return showErrors({}, result.code);
        leaving = true;
        navigate(result.recordCreated ? ROUTES.setup : (returnPath ?? ROUTES.dashboard), { replace: true });
        return;
      }
      const result = await backend.useCases.requestPasswordReset.execute({ email: values.email });
      if (result.outcome === 'invalid') return showErrors({ email: result.error }, null);
      if (result.outcome === 'failed') return showErrors({}, result.code);
      showErrors({}, null);
      setResetSentTo(values.email.trim());
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  const title = mode === 'signIn' ? t('signIn.title') : mode === 'signUp' ? t('signUp.title') : t('reset.title');
  const lead = mode === 'signIn' ? t('signIn.lead') : mode === 'signUp' ? t('signUp.lead') : t('reset.lead');
  const submitLabel =
    mode === 'signIn' ? (busy ? t('signIn.busy') : t('signIn.submit')) : mode === 'signUp' ? (busy ? t('signUp.busy') : t('signUp.submit')) : busy ? t('reset.busy') : t('reset.submit');

  const form = (
    <div className="auth-card card">
      {mode === 'reset' ? null : (
        <nav className="auth-modes" aria-label={t('modes.label')}>
          <Link to={modeLink('signUp')} replace state={location.state} aria-current={mode === 'signUp' ? 'page' : undefined}>
            {t('modes.signUp')}
          </Link>
          <Link to={modeLink('signIn')} replace state={location.state} aria-current={mode === 'signIn' ? 'page' : undefined}>
            {t('modes.signIn')}
          </Link>
        </nav>
      )}
      <h1 id="entrar-title">{title}</h1>
      <p className="auth-card__lead">{lead}</p>

      {backendError ? (
        <div className="alert alert--error" role="alert">
          {errorMessage('services-not-initialised')}
        </div>
      ) : null}
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="alert alert--error" role="alert">
          {formError === 'customer-account' ? t('signIn.customerAccount') : errorMessage(formError)}
        </div>
      ) : null}
      {resetSentTo !== null ? (
        <div className="alert alert--success" role="status">
          {t('reset.sent', { email: resetSentTo })}
        </div>
      ) : null}

      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="entrar-title">
        {mode === 'signUp' ? (
          <TextField
            id="auth-name"
            label={t('fields.displayName')}
            hint={t('fields.displayNameHint')}
            autoComplete="name"
            value={values.displayName}
            onChange={change('displayName')}
            error={fieldError(fieldErrors.displayName)}
          />
        ) : null}
        <TextField id="auth-email" type="email" label={t('fields.email')} autoComplete="email" value={values.email} onChange={change('email')} error={fieldError(fieldErrors.email)} />
        {mode === 'signUp' ? (
          <TextField
            id="auth-phone"
            type="tel"
            label={t('fields.phone')}
            hint={t('fields.phoneHint')}
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={change('phoneNumber')}
            error={fieldError(fieldErrors.phoneNumber)}
          />
        ) : null}
        {mode === 'reset' ? null : (
          <TextField
            id="auth-password"
            type="password"
            label={t('fields.password')}
            hint={mode === 'signUp' ? t('fields.passwordHint') : undefined}
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={change('password')}
            error={fieldError(fieldErrors.password)}
          />
        )}
        <button type="submit" className="button auth-card__submit" disabled={!backend || busy} aria-busy={busy || undefined}>
          {backend || backendError ? submitLabel : t('loadingServices')}
        </button>
      </form>

      <div className="auth-card__links">
        {mode === 'signIn' ? (
          <Link to={modeLink('reset')} replace state={location.state}>
            {t('links.forgot')}
          </Link>
        ) : null}
        {mode === 'reset' ? (
          <Link to={modeLink('signIn')} replace state={location.state}>
            {t('links.backToSignIn')}
          </Link>
        ) : null}
        {mode === 'signUp' ? (
          <p>
            {t('links.haveAccount')}{' '}
            <Link to={modeLink('signIn')} replace state={location.state}>
              {t('modes.signIn')}
            </Link>
          </p>
        ) : null}
        {mode === 'signIn' ? (
          <p>
            {t('links.needAccount')}{' '}
            <Link to={modeLink('signUp')} replace state={location.state}>
              {t('modes.signUp')}
            </Link>
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {busy ? tc('actions.loading') : ''}
      </p>
    </div>
  );

  return (
    <main className="auth-page" aria-labelledby="entrar-title">
      <SignedInGate backend={backend} busy={busy}>
        {form}
      </SignedInGate>
    </main>
  );
}
