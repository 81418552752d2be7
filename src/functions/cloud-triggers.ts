import { getApps, initializeApp } from 'firebase-admin/app';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import type { Container } from 'inversify';
import { createFunctionsContainer } from './functions-composition';
import { announcementPushTrigger, formAlertsTrigger, inquiryAlertsTrigger, portalInvitesTrigger } from './firestore-triggers';
import { PRUNE_SCHEDULE, pruneUnusedImages, storedObjectDeleted, storedObjectFinalized } from './storage-triggers';

/*
 * Production entry of the Firestore triggers (Cloud Functions, 2nd gen), bundled with the public
 * site's function by scripts/build-functions.mjs and deployed by `firebase deploy`. Each export
 * hands the event's parameters to the trigger's use-case; nothing else happens here.
 */

let container: Container | null = null;

function functionsContainer(): Container {
  container ??= createFunctionsContainer(getApps()[0] ?? initializeApp(), process.env, { kind: 'fcm', appOrigin: process.env['SITIO_APP_URL'] ?? null }).container;
  return container;
}

/** Spec section 7: functions run in us-central1. */
export const inquiryAlerts = onDocumentCreated({ document: inquiryAlertsTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  const result = await inquiryAlertsTrigger.run(event.params, functionsContainer());
  console.info(`${inquiryAlertsTrigger.name} ${event.document}: ${result}`);
});

/** What a visitor sent from a member's site reaches the member: a notification and a push. */
export const formAlerts = onDocumentCreated({ document: formAlertsTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  const result = await formAlertsTrigger.run(event.params, functionsContainer());
  console.info(`${formAlertsTrigger.name} ${event.document}: ${result}`);
});

/** An announcement of a site's Users Portal reaches its groups' customers as a web push. */
export const announcementPush = onDocumentCreated({ document: announcementPushTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  const result = await announcementPushTrigger.run(event.params, functionsContainer());
  console.info(`${announcementPushTrigger.name} ${event.document}: ${result}`);
});

/** An invitation to a site's Users Portal: its link is logged (no mail sender is configured). */
export const portalInvites = onDocumentCreated({ document: portalInvitesTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  const result = await portalInvitesTrigger.run(event.params, functionsContainer());
  console.info(`${portalInvitesTrigger.name} ${event.document}: ${result}`);
});

/** A finished upload: bytes checked against the declared type, then counted against the quota. */
export const storedImageChecks = onObjectFinalized({ region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`storedImageChecks ${event.data.name}: ${await storedObjectFinalized(event.data, functionsContainer())}`);
});

/** A removed object no longer counts against its member's quota. */
export const storedImageRemovals = onObjectDeleted({ region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`storedImageRemovals ${event.data.name}: ${await storedObjectDeleted(event.data, functionsContainer())}`);
});

/** Members at 80 % of their quota or more get the space of pictures they no longer use back. */
export const unusedImagePruning = onSchedule({ schedule: PRUNE_SCHEDULE, region: 'us-central1', memory: '256MiB' }, async () => {
  console.info(`unusedImagePruning: ${await pruneUnusedImages(functionsContainer())}`);
});
