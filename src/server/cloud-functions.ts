import type { IncomingMessage, ServerResponse } from 'node:http';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { renderNotFound } from '../public-site/render/render-not-found';
import { forwardedAddress, nodeMiddleware } from './http/node-http';
import type { Server } from './server-composition';
import { productionServer } from './server-composition';
import { announcementPushTrigger, bookingAlertsTrigger, bookingAnswersTrigger, formAlertsTrigger, inquiryAlertsTrigger, portalInvitesTrigger } from './triggers/firestore-triggers';
import { PRUNE_SCHEDULE, pruneUnusedImages, storedObjectDeleted, storedObjectFinalized } from './triggers/storage-triggers';
import { WEEKLY_NOTE_SCHEDULE, sendWeeklyNotes } from './triggers/weekly-note-trigger';
import { BOOKING_REMINDER_SCHEDULE, sendBookingReminders } from './triggers/booking-reminder-trigger';

/*
 * Production entry of the server (Cloud Functions, 2nd gen): the members' sites behind Hosting's
 * rewrite of /s/** and every trigger, bundled by scripts/build-functions.mjs into .functions/,
 * the folder `firebase deploy` uploads. Each export hands its request or event to the one server
 * built by the composition root, on first use; nothing else happens here.
 */

let server: Server | null = null;
let middleware: ReturnType<typeof nodeMiddleware> | null = null;

function theServer(): Server {
  server ??= productionServer(process.env);
  return server;
}

export function publicSiteRequestListener(req: IncomingMessage & { rawBody?: Buffer; originalUrl?: string }, res: ServerResponse): void {
  const { http, settings } = theServer();
  /*
   * Hosting's CDN appends the visitor's address to X-Forwarded-For and Google's front end then
   * appends the CDN's: the visitor is one hop from the end (SITIO_TRUSTED_PROXY_HOPS for another
   * proxy chain; docs/security.md, view counts).
   */
  middleware ??= nodeMiddleware(http, forwardedAddress(settings.trustedProxyHops));
  void middleware(req, res, () => {
    // Hosting only sends site requests here; anything else is not a site.
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(renderNotFound('/'));
  });
}

/** Spec section 7: functions run in us-central1. One instance serves many visitors at once. */
export const publicSite = onRequest({ region: 'us-central1', concurrency: 80, memory: '256MiB' }, publicSiteRequestListener);

export const inquiryAlerts = onDocumentCreated({ document: inquiryAlertsTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`${inquiryAlertsTrigger.name} ${event.document}: ${await inquiryAlertsTrigger.run(event.params, theServer().useCases)}`);
});

/** What a visitor sent from a member's site reaches the member: a notification and a push. */
export const formAlerts = onDocumentCreated({ document: formAlertsTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`${formAlertsTrigger.name} ${event.document}: ${await formAlertsTrigger.run(event.params, theServer().useCases)}`);
});

/** A visitor's booking reaches its owner: a notification and a push that open it. */
export const bookingAlerts = onDocumentCreated({ document: bookingAlertsTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`${bookingAlertsTrigger.name} ${event.document}: ${await bookingAlertsTrigger.run(event.params, theServer().useCases)}`);
});

/** The owner's answer to a booking frees a time no longer held and tells the visitor. */
export const bookingAnswers = onDocumentUpdated({ document: bookingAnswersTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  if (event.data?.before.get('status') === event.data?.after.get('status')) return;
  console.info(`${bookingAnswersTrigger.name} ${event.document}: ${await bookingAnswersTrigger.run(event.params, theServer().useCases)}`);
});

/** An announcement of a site's Users Portal reaches its groups' customers as a web push. */
export const announcementPush = onDocumentCreated({ document: announcementPushTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`${announcementPushTrigger.name} ${event.document}: ${await announcementPushTrigger.run(event.params, theServer().useCases)}`);
});

/** An invitation to a site's Users Portal: its link is logged, and mailed where the deployment has a mail collection. */
export const portalInvites = onDocumentCreated({ document: portalInvitesTrigger.document, region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`${portalInvitesTrigger.name} ${event.document}: ${await portalInvitesTrigger.run(event.params, theServer().useCases)}`);
});

/** A finished upload: bytes checked against the declared type, then counted against the quota. */
export const storedImageChecks = onObjectFinalized({ region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`storedImageChecks ${event.data.name}: ${await storedObjectFinalized(event.data, theServer().useCases)}`);
});

/** A removed object no longer counts against its member's quota. */
export const storedImageRemovals = onObjectDeleted({ region: 'us-central1', memory: '256MiB' }, async (event) => {
  console.info(`storedImageRemovals ${event.data.name}: ${await storedObjectDeleted(event.data, theServer().useCases)}`);
});

/** Members at 80 % of their quota or more get the space of pictures they no longer use back. */
export const unusedImagePruning = onSchedule({ schedule: PRUNE_SCHEDULE, region: 'us-central1', memory: '256MiB' }, async () => {
  console.info(`unusedImagePruning: ${await pruneUnusedImages(theServer().useCases)}`);
});

/** Each site's Monday-morning note of last week's results; the run finds whose Monday it is. */
export const weeklyResultsNote = onSchedule({ schedule: WEEKLY_NOTE_SCHEDULE, region: 'us-central1', memory: '256MiB' }, async () => {
  console.info(`weeklyResultsNote: ${await sendWeeklyNotes(theServer().useCases)}`);
});

/** The day-before reminder of each confirmed appointment, to its visitor, once. */
export const bookingReminders = onSchedule({ schedule: BOOKING_REMINDER_SCHEDULE, region: 'us-central1', memory: '256MiB' }, async () => {
  console.info(`bookingReminders: ${await sendBookingReminders(theServer().useCases)}`);
});
