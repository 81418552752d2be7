import { getApps, initializeApp } from 'firebase-admin/app';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Container } from 'inversify';
import { createFunctionsContainer } from './functions-composition';
import { inquiryAlertsTrigger } from './firestore-triggers';

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
