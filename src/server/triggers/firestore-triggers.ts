import type { ServerUseCases } from '../server-use-cases';

/**
 * The server's reactions to new Firestore documents. Each is ordinary use-case code: the Cloud
 * Function (2nd gen, `onDocumentCreated`) and the local trigger runner call the same `run`.
 */
export interface FirestoreTrigger {
  /** The exported Cloud Function's name. */
  readonly name: string;
  /** The document pattern, as Cloud Functions writes it: 'inquiries/{inquiryId}'. */
  readonly document: string;
  /** Which writes fire it: a document's creation (the default) or a change to it. */
  readonly on?: 'created' | 'updated';
  run(params: Readonly<Record<string, string>>, useCases: ServerUseCases): Promise<string>;
}

export const inquiryAlertsTrigger: FirestoreTrigger = {
  name: 'inquiryAlerts',
  document: 'inquiries/{inquiryId}',
  async run(params, useCases) {
    const outcome = await useCases.handleNewInquiry.execute(params['inquiryId'] ?? '');
    return outcome.kind === 'alerted' ? `alerted ${outcome.outcome.notified.length} admin(s), ${outcome.outcome.failed.length} failed` : outcome.kind;
  },
};

export const formAlertsTrigger: FirestoreTrigger = {
  name: 'formAlerts',
  document: 'vMember/{memberId}/forms/{submissionId}',
  async run(params, useCases) {
    const outcome = await useCases.alertMemberOfSubmission.execute(params['memberId'] ?? '', params['submissionId'] ?? '');
    return outcome.kind === 'alerted' ? `alerted the member (${outcome.outcome.pushed} push)` : outcome.kind;
  },
};

/** A visitor's booking: the owner is told, as for a form's message. */
export const bookingAlertsTrigger: FirestoreTrigger = {
  name: 'bookingAlerts',
  document: 'vMember/{memberId}/bookings/{bookingId}',
  async run(params, useCases) {
    const outcome = await useCases.alertMemberOfBooking.execute(params['memberId'] ?? '', params['bookingId'] ?? '');
    return outcome.kind === 'alerted' ? `alerted the member (${outcome.outcome.pushed} push)` : outcome.kind;
  },
};

/**
 * The owner answered a booking from their browser (confirmed, declined, cancelled, no-show): the
 * server frees a time no longer held, which the browser may not touch, and tells the visitor.
 */
export const bookingAnswersTrigger: FirestoreTrigger = {
  name: 'bookingAnswers',
  document: 'vMember/{memberId}/bookings/{bookingId}',
  on: 'updated',
  async run(params, useCases) {
    const outcome = await useCases.reactToBookingAnswer.execute(params['memberId'] ?? '', params['bookingId'] ?? '');
    return outcome.kind === 'reacted' ? `${outcome.freed ? 'freed its time' : 'no time to free'}, mail ${outcome.mail}` : outcome.kind;
  },
};

/** An announcement of the Users Portal reaches the devices of its groups' customers. */
export const announcementPushTrigger: FirestoreTrigger = {
  name: 'announcementPush',
  document: 'vMember/{memberId}/announcements/{announcementId}',
  async run(params, useCases) {
    const outcome = await useCases.pushAnnouncement.execute(params['memberId'] ?? '', params['announcementId'] ?? '');
    return outcome.kind === 'pushed' ? `pushed to ${outcome.devices} device(s), ${outcome.forgotten} forgotten` : outcome.kind;
  },
};

/** An invitation to a site's Users Portal: its link goes to the log (there is no mail sender). */
export const portalInvitesTrigger: FirestoreTrigger = {
  name: 'portalInvites',
  document: 'vMember/{memberId}/siteInvites/{inviteId}',
  async run(params, useCases) {
    const outcome = await useCases.deliverInvitation.execute(params['memberId'] ?? '', params['inviteId'] ?? '');
    return outcome.kind === 'delivered' ? `invitation link logged${outcome.mail === 'queued' ? ', e-mail queued' : ''}` : outcome.kind;
  },
};

export const FIRESTORE_TRIGGERS: readonly FirestoreTrigger[] = [inquiryAlertsTrigger, formAlertsTrigger, bookingAlertsTrigger, bookingAnswersTrigger, announcementPushTrigger, portalInvitesTrigger];

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
