import type { ErrorCode } from '../core/errors/error-codes';
import { MEMBER_ID_MAX_LENGTH } from '../core/member/member-id';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '../core/messages/message';

/*
 * Every sentence the admin CLI prints, in one place. The CLI is an administrators' tool, so it
 * speaks English only; the member-facing app owns the EN and ES wording of the same codes.
 */

export const CLI_MESSAGES = {
  description: 'Look after Sitio members: find them, see why they see what they see, and fix it.',
  targetEmulator: (projectId: string, firestore: string, auth: string) =>
    `Target: local emulators, project ${projectId} (Firestore ${firestore}, Auth ${auth})`,
  targetProject: (projectId: string) => `Target: Firebase project ${projectId} (REAL DATA)`,
  targetMemory: (label: string) => `Target: ${label}`,
  confirmWrite: (projectId: string) => `This changes real data in project ${projectId}. Type "yes" to go on: `,
  writeRefused: (projectId: string) =>
    `Refusing to change real data in project ${projectId} without confirmation: add --yes, or run in a terminal to be asked.`,
  writeCancelled: 'Nothing changed: not confirmed.',
  emulatorsDown: (which: string) =>
    `The local emulators are not running (${which} did not answer). Start them with \`npm start\`, or pass --project <id> to act on a real project.`,
  noAnswer: (target: string, seconds: number, what: string) =>
    `No answer from ${target} within ${seconds} s (${what}): it accepts connections but does not respond. Check that it is healthy (restart \`npm start\` for the emulators), or allow longer with SITIO_CLI_TIMEOUT_SECONDS.`,
  missingCredentials:
    'No service account for a real project: set GOOGLE_APPLICATION_CREDENTIALS to the path of a service account key file (JSON) of that project.',
  unreadableCredentials: (path: string) => `The service account key file ${path} cannot be read or is not a service account key (JSON).`,
  malformedProject: (value: string) => `"${value}" is not a Firebase project id (6 to 30 lowercase letters, digits or hyphens).`,
  malformedMemberId: (value: string) =>
    `"${value}" is not a member id: ids are 1 to ${MEMBER_ID_MAX_LENGTH} characters, with no "/", spaces or control characters.`,
  malformedQuery: (value: string) => `"${value}" is not a member id, email or username.`,
  malformedSubscriptionId: (value: string) => `"${value}" is not a subscription id.`,
  malformedNumber: (option: string, min: number, max: number) => `${option} must be a whole number from ${min} to ${max}.`,
  malformedBoolean: (value: string) => `"${value}" must be true or false.`,
  malformedPageToken: 'The page token is not one this command gave out (or was made for another --sort).',
  fixStatusNeedsAll: 'Say which members: `member fix-status <id>` for one, or `members fix-status --all` for all of them.',
  offsetWithToken: 'Use either --offset or --page-token, not both.',
  errors: {
    'services-not-initialised': 'The backend could not be set up.',
    'auth-not-initialised': 'The authentication backend could not be set up.',
    'email-already-in-use': 'That email is already in use.',
    'invalid-email': 'That email is not valid.',
    'weak-password': 'That password is too weak.',
    'invalid-credential': 'Invalid credentials.',
    'user-not-found': 'No account with that id.',
    'too-many-requests': 'Too many requests: wait a moment and try again.',
    network: 'The backend could not be reached (network).',
    'requires-recent-login': 'The credentials have expired.',
    'permission-denied':
      'Permission denied: the service account lacks the rights for this (it needs Firestore and Firebase Auth admin roles on the project).',
    unavailable: 'The backend is unavailable: try again in a moment.',
    'not-found': 'Not found.',
    'invalid-input': 'Invalid input.',
    'checkout-failed': 'The payment provider refused the checkout session.',
    'checkout-timeout': 'The payment provider did not answer the checkout session in time.',
    'username-taken': 'Every username this member could take belongs to another member.',
    'customer-account': 'That account is a customer of a business\'s site, not a member.',
    unknown: 'Something went wrong.',
  } satisfies Record<ErrorCode, string>,
  memberNotFound: (query: string) => `No member matches "${query}".`,
  subscriptionNotFound: (id: string) => `No subscription "${id}" for that member.`,
  invalidMessage: `A message needs a title (up to ${MESSAGE_TITLE_MAX_LENGTH} characters) and a body (up to ${MESSAGE_BODY_MAX_LENGTH} characters).`,
  unexpected: 'Unexpected failure; nothing more is known. Run again with SITIO_DEBUG=1 for details.',
  // Results
  roleGranted: (role: string, memberId: string) => `Granted ${role} to ${memberId} (record and custom claim).`,
  roleRevoked: (role: string, memberId: string) => `Revoked ${role} from ${memberId} (record and custom claim).`,
  roleUnchanged: 'It already was; the custom claim was written again to match.',
  trialExtended: (memberId: string, until: string) => `Trial of ${memberId} now ends ${until}.`,
  publishedSet: (memberId: string, published: boolean) => `Site of ${memberId} is now ${published ? 'published' : 'unpublished'}.`,
  suspended: (memberId: string) => `Site of ${memberId} is taken down; the member sees the reason and cannot publish it until \`member unsuspend\`.`,
  unsuspended: (memberId: string) => `Takedown of ${memberId} lifted; the site is public again if the member has it published.`,
  statusAlreadyRight: (memberId: string) => `${memberId}: status and trial already follow the rules; nothing to change.`,
  statusChange: (memberId: string, from: string, to: string, written: boolean) =>
    `${memberId}: ${from} -> ${to}${written ? '' : ' (dry run: not written)'}`,
  fixAllSummary: (checked: number, changed: number, dryRun: boolean) =>
    `Checked ${checked} member${checked === 1 ? '' : 's'}; ${changed} ${dryRun ? 'would change (dry run: nothing written)' : 'changed'}.`,
  subscriptionGranted: (memberId: string, plan: string, id: string, until: string) => `Granted ${plan} to ${memberId} until ${until} (subscription ${id}).`,
  subscriptionCancelled: (id: string, atPeriodEnd: boolean) =>
    atPeriodEnd ? `Subscription ${id} will end at the end of its period.` : `Subscription ${id} is cancelled.`,
  noSubscriptions: 'No subscriptions.',
  messageSent: (memberId: string, id: string) => `Message ${id} sent to ${memberId}.`,
  noMembers: 'No members match.',
  morePages: (token: string) => `More members: add --page-token ${token}`,
} as const;
