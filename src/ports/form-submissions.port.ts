import type { FormSubmission } from '../core/forms/form-submission';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** What visitors sent from a member's site (vMember/{id}/forms/{submissionId}). */
export interface FormSubmissionsPort {
  /** One submission, read as the core reads stored ones; null when there is none. */
  get(memberId: string, submissionId: string): Promise<FormSubmission | null>;
}

export const FORM_SUBMISSIONS: PortToken<FormSubmissionsPort> = portToken<FormSubmissionsPort>('FormSubmissionsPort');
