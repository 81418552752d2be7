import type { Container } from 'inversify';
import { AlertMemberOfSubmissionUseCase } from '../use-cases/forms/alert-member-of-submission.use-case';
import { HandleNewInquiryUseCase } from '../use-cases/inquiries/handle-new-inquiry.use-case';

/**
 * The server's reactions to new Firestore documents. Each is ordinary use-case code: the Cloud
 * Function (2nd gen, `onDocumentCreated`) and the local trigger runner call the same `run`.
 */
export interface FirestoreTrigger {
  /** The exported Cloud Function's name. */
  readonly name: string;
  /** The document pattern, as Cloud Functions writes it: 'inquiries/{inquiryId}'. */
  readonly document: string;
  run(params: Readonly<Record<string, string>>, container: Container): Promise<string>;
}

export const inquiryAlertsTrigger: FirestoreTrigger = {
  name: 'inquiryAlerts',
  document: 'inquiries/{inquiryId}',
  async run(params, container) {
    const outcome = await container.get(HandleNewInquiryUseCase).execute(params['inquiryId'] ?? '');
    return outcome.kind === 'alerted' ? `alerted ${outcome.outcome.notified.length} admin(s), ${outcome.outcome.failed.length} failed` : outcome.kind;
  },
};

export const formAlertsTrigger: FirestoreTrigger = {
  name: 'formAlerts',
  document: 'vMember/{memberId}/forms/{submissionId}',
  async run(params, container) {
    const outcome = await container.get(AlertMemberOfSubmissionUseCase).execute(params['memberId'] ?? '', params['submissionId'] ?? '');
    return outcome.kind === 'alerted' ? `alerted the member (${outcome.outcome.pushed} push)` : outcome.kind;
  },
};

export const FIRESTORE_TRIGGERS: readonly FirestoreTrigger[] = [inquiryAlertsTrigger, formAlertsTrigger];

/** The parameters of `path` under `pattern` ('inquiries/{inquiryId}'), or null when it does not match. */
export function matchDocument(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] ?? '';
    const value = got[i] ?? '';
    const wildcard = /^\{(\w+)\}$/.exec(part);
    if (wildcard !== null) params[wildcard[1] ?? ''] = value;
    else if (part !== value) return null;
  }
  return params;
}
