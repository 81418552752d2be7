/**
 * Composition root of the server-side functions (Cloud Functions in production, the local
 * trigger runner beside the emulators): the only file of src/functions that knows the adapters.
 */
import 'reflect-metadata';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { getStorage } from 'firebase-admin/storage';
import { Container } from 'inversify';
import { ConsoleLogger } from '../adapters/browser/logger.console';
import { RecordingPushSender } from '../adapters/memory/push-sender.memory';
import { adminModule } from '../adapters/node/admin.module';
import { FcmPushSender } from '../adapters/node/push-sender.fcm';
import type { AppConfig } from '../core/config/app-config';
import { DEFAULT_APP_CONFIG } from '../core/config/app-config';
import { APP_CONFIG } from '../ports/app-config.port';
import { APP_ORIGIN } from '../ports/app-origin.port';
import { MAIL_OUTBOX } from '../ports/mail-outbox.port';
import { AdminMailOutbox } from '../adapters/node/mail-outbox.admin';
import { LOGGER } from '../ports/logger.port';
import { PUSH_SENDER, type PushSenderPort } from '../ports/push-sender.port';
import { AlertAdminsOfInquiryUseCase } from '../use-cases/inquiries/alert-admins-of-inquiry.use-case';
import { HandleNewInquiryUseCase } from '../use-cases/inquiries/handle-new-inquiry.use-case';
import { AlertMemberOfSubmissionUseCase } from '../use-cases/forms/alert-member-of-submission.use-case';
import { NotifyMemberUseCase } from '../use-cases/notifications/notify-member.use-case';
import { HandleStoredImageUseCase } from '../use-cases/storage/handle-stored-image.use-case';
import { PruneUnusedImagesUseCase } from '../use-cases/storage/prune-unused-images.use-case';
import { DeliverInvitationUseCase } from '../use-cases/portal/deliver-invitation.use-case';
import { PushAnnouncementUseCase } from '../use-cases/portal/push-announcement.use-case';

type Env = Readonly<Record<string, string | undefined>>;

/** The same variables as the CLI's and the web build's, so one .env serves all of them. */
export function functionsAppConfig(env: Env): AppConfig {
  const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return { ...DEFAULT_APP_CONFIG, adminIds: list(env['SITIO_ADMIN_IDS'] ?? env['VITE_ADMIN_IDS']) };
}

export type PushMode = { readonly kind: 'fcm'; readonly appOrigin: string | null } | { readonly kind: 'recording'; readonly log: (line: string) => void };

/** A container for the triggers on a firebase-admin app; push through FCM or the local recorder. */
export function createFunctionsContainer(app: App, env: Env, push: PushMode): { container: Container; pushSender: PushSenderPort } {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(adminModule({ firestore: getFirestore(app), auth: getAuth(app), storage: getStorage(app) }));
  container.bind(APP_CONFIG).toConstantValue(functionsAppConfig(env));
  // Where the app is served (the local stack sets SITIO_APP_URL), for invitation links.
  container.bind(APP_ORIGIN).toConstantValue({ url: env['SITIO_APP_URL'] ?? null });
  // The collection of the "Trigger Email from Firestore" extension, where the deployment has it (docs/portal.md).
  container.bind(MAIL_OUTBOX).toConstantValue(new AdminMailOutbox(getFirestore(app), env['SITIO_MAIL_COLLECTION'] ?? null));
  container.bind(LOGGER).toConstantValue(new ConsoleLogger());
  const pushSender = push.kind === 'fcm' ? new FcmPushSender(getMessaging(app), push.appOrigin) : new RecordingPushSender(push.log);
  container.bind(PUSH_SENDER).toConstantValue(pushSender);
  container.bind(NotifyMemberUseCase).toSelf();
  container.bind(AlertAdminsOfInquiryUseCase).toSelf();
  container.bind(HandleNewInquiryUseCase).toSelf();
  container.bind(AlertMemberOfSubmissionUseCase).toSelf();
  container.bind(PruneUnusedImagesUseCase).toSelf();
  container.bind(HandleStoredImageUseCase).toSelf();
  container.bind(PushAnnouncementUseCase).toSelf();
  container.bind(DeliverInvitationUseCase).toSelf();
  return { container, pushSender };
}
