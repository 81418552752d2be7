import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../services/services-context';

/** Copies `text` to the clipboard and says whether it worked, beside the button. */
export function CopyButton({ text, label, context }: { readonly text: string; readonly label?: string; readonly context?: string }) {
  const { t } = useTranslation('portal');
  const { share, logger } = useShell();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setState('idle'), [text]);
  return (
    <span className="portal-copy">
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          void share.copyToClipboard(text).then(
            () => setState('copied'),
            (cause: unknown) => {
              logger.error('Copying a portal link failed', cause);
              setState('failed');
            },
          )
        }
      >
        {label ?? t('copy.button')}
        {context !== undefined && <span className="visually-hidden">: {context}</span>}
      </button>
      <span className={state === 'failed' ? 'field__error' : 'muted'} role="status">
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}

/** A link the owner reads, selects or copies. */
export function LinkBox({ link, label }: { readonly link: string; readonly label: string }) {
  const id = useId();
  return (
    <div className="portal-link">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton text={link} />
    </div>
  );
}

interface ConfirmProps {
  readonly question: string;
  readonly children?: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before something that cannot be undone, in place; the confirm button takes the focus. */
export function Confirm({ question, children, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslation('portal');
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="portal-confirm" role="group" aria-labelledby={id}>
      <p id={id}>
        <strong>{question}</strong>
      </p>
      {children}
      <p className="portal-actions">
        <button ref={confirm} type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </p>
    </div>
  );
}
