import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSubmission, SubmissionState } from '../../../core/forms/form-submission';
import { useShell } from '../../services/services-context';
import { demandToasts } from '../../services/toast-demand';
import type { UseCases } from '../../services/use-cases';

export interface SubmissionActions {
  readonly setState: (submission: FormSubmission, state: Partial<SubmissionState>) => Promise<void>;
  /** Hides the message at once and deletes it when its toast closes, unless Undo was pressed. */
  readonly remove: (submission: FormSubmission) => void;
  readonly pendingDeletes: ReadonlySet<string>;
  readonly error: boolean;
}

/** Reading, archiving and deleting the member's submissions through the forms use-cases. */
export function useSubmissionActions(forms: UseCases['forms'], memberId: string): SubmissionActions {
  const { t } = useTranslation('forms');
  const { logger } = useShell();
  const [pendingDeletes, setPendingDeletes] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState(false);

  const setState = useCallback(
    async (submission: FormSubmission, state: Partial<SubmissionState>) => {
      setError(false);
      try {
        await forms.setSubmissionState.execute(memberId, submission.id, state);
      } catch (cause) {
        logger.error('Changing a form submission failed', cause);
        setError(true);
      }
    },
    [forms, memberId, logger],
  );

  const remove = useCallback(
    (submission: FormSubmission) => {
      setError(false);
      const keep = () => setPendingDeletes((current) => new Set([...current].filter((id) => id !== submission.id)));
      setPendingDeletes((current) => new Set([...current, submission.id]));
      let undone = false;
      demandToasts();
      void import('react-toastify').then(({ toast }) => {
        const id = toast.info(
          ({ closeToast }) => (
            <span className="toast-undo">
              {t('actions.deleted')}{' '}
              <button
                type="button"
                className="button button--link"
                onClick={() => {
                  undone = true;
                  keep();
                  closeToast();
                }}
              >
                {t('actions.undo')}
              </button>
            </span>
          ),
          {
            onClose: () => {
              if (undone) return;
              forms.deleteSubmission.execute(memberId, submission.id).catch((cause: unknown) => {
                // Not deleted after all: it shows again, and the member is told.
                logger.error('Deleting a form submission failed', cause);
                keep();
                setError(true);
              });
            },
          },
        );
        return id;
      });
    },
    [forms, memberId, logger, t],
  );

  return useMemo(() => ({ setState, remove, pendingDeletes, error }), [setState, remove, pendingDeletes, error]);
}
