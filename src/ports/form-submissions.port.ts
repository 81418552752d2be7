import type { FormSubmission, SubmissionState } from '../core/forms/form-submission';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/**
 * What visitors sent from a member's site (vMember/{id}/forms/{submissionId}). Only the site
 * server creates them; the member reads them, changes their read and archived state, and
 * deletes them.
 */
export interface FormSubmissionsPort {
  /** One submission, read as the core reads stored ones; null when there is none. */
  get(memberId: string, submissionId: string): Promise<FormSubmission | null>;
  /** Live, newest first: the inbox. */
  watchAll(memberId: string, listener: (submissions: readonly FormSubmission[]) => void): Unsubscribe;
  /** Live number of unread submissions: the Forms link's badge. */
  watchUnreadCount(memberId: string, listener: (count: number) => void): Unsubscribe;
  /** Live: whether there is any submission at all (a member below Professional keeps the inbox then). */
  watchHasAny(memberId: string, listener: (hasAny: boolean) => void): Unsubscribe;
  /** Changes the member's own state of one submission; nothing else of it. */
  setState(memberId: string, submissionId: string, state: Partial<SubmissionState>): Promise<void>;
  remove(memberId: string, submissionId: string): Promise<void>;
}

export const FORM_SUBMISSIONS: PortToken<FormSubmissionsPort> = portToken<FormSubmissionsPort>('FormSubmissionsPort');
