import { useTranslation } from 'react-i18next';
import { useSignOut } from '../services/use-sign-out';
import { useErrorMessage } from './error-message';
import './sign-out-button.css';

const ICON = 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11';

export interface SignOutButtonProps {
  readonly className?: string;
  /** Icon only, with the label for screen readers and as a tooltip (the phone's top bar). */
  readonly compact?: boolean;
}

/** Sign out, from wherever a member looks for it; a failure is said next to the button. */
export function SignOutButton({ className, compact = false }: SignOutButtonProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { signOut, busy, error } = useSignOut();
  const label = t('actions.signOut');
  return (
    <>
      <button
        type="button"
        className={['sign-out', compact ? 'sign-out--compact' : '', className].filter(Boolean).join(' ')}
        onClick={() => void signOut()}
        disabled={busy}
        aria-busy={busy || undefined}
        title={compact ? label : undefined}
        data-testid="sign-out"
      >
        <svg className="nav-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d={ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={compact ? 'visually-hidden' : undefined}>{label}</span>
      </button>
      {error !== null && (
        <p className="sign-out__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </>
  );
}
