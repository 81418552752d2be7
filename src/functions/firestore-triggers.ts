import type { Container } from 'inversify';
import { AlertMemberOfSubmissionUseCase } from '../use-cases/forms/alert-member-of-submission.use-case';
import { HandleNewInquiryUseCase } from '../use-cases/inquiries/handle-new-inquiry.use-case';
import { DeliverInvitationUseCase } from '../use-cases/portal/deliver-invitation.use-case';
import { PushAnnouncementUseCase } from '../use-cases/portal/push-announcement.use-case';

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

/** An announcement of the Users Portal reaches the devices of its groups' customers. */
export const announcementPushTrigger: FirestoreTrigger = {
  name: 'announcementPush',
  document: 'vMember/{memberId}/announcements/{announcementId}',
  async run(params, container) {
    const outcome = await container.get(PushAnnouncementUseCase).execute(params['memberId'] ?? '', params['announcementId'] ?? '');
    return outcome.kind === 'pushed' ? `pushed to ${outcome.devices} device(s), ${outcome.forgotten} forgotten` : outcome.kind;
  },
};

/** An invitation to a site's Users Portal: its link goes to the log (there is no mail sender). */
export const portalInvitesTrigger: FirestoreTrigger = {
  name: 'portalInvites',
  document: 'vMember/{memberId}/siteInvites/{inviteId}',
  async run(params, container) {
    const outcome = await container.get(DeliverInvitationUseCase).execute(params['memberId'] ?? '', params['inviteId'] ?? '');
    return outcome.kind === 'delivered' ? `invitation link logged${outcome.mail === 'queued' ? ', e-mail queued' : ''}` : outcome.kind;
  },
};

export const FIRESTORE_TRIGGERS: readonly FirestoreTrigger[] = [inquiryAlertsTrigger, formAlertsTrigger, announcementPushTrigger, portalInvitesTrigger];

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
