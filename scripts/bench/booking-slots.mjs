// The Book page's free times for a busy site: the Elite demo member (bookings on, a 60-day
// horizon, the site's Hours section) with 200 held bookings spread over the next 60 days, on the
// emulators the bench started and seeded. Alternating, it times
//   (a) the server's own path: ShowBookingPageUseCase from the server's composition root, as the
//       <site>/book?service= route calls it (the site, the settings, the held days, then 60 days
//       of free times from the core), without rendering the page;
//   (b) a bare firebase-admin read of the same documents: the address's publicSites entry, then
//       at once the member's record, its subscriptions, the site collection, the settings and
//       the held days (a range of bookingDays ids over the longest horizon);
// and reports beside them (c) the booking documents alone in one round (settings, Hours, days).
// Target (docs/quality.md): (a) ≤ 50 ms, and (a) / (b) ≤ 1.5.
import { randomUUID } from 'node:crypto';
import { register } from 'tsx/esm/api';

export const BOOKING_SLOTS_LIMIT_MS = 50;
export const BOOKING_SLOTS_TARGET_RATIO = 1.5;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `bookings` held bookings for `memberId`, through the server's own adapter (one transaction
 * each, as a visitor's request stores them): spread evenly over the next `days` days, in the
 * afternoon (UTC), an hour each, confirmed.
 */
async function seedBookings(AdminBookings, db, memberId, serviceId, bookings, days) {
  const store = new AdminBookings(db);
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (let i = 0; i < bookings; i += 1) {
    const start = today + (1 + Math.floor((i * days) / bookings)) * DAY_MS + (14 + (i % 4)) * HOUR_MS;
    const outcome = await store.book(
      memberId,
      { serviceId, serviceName: 'Personal training', start, end: start + HOUR_MS, status: 'confirmed', visitor: { name: `Visitor ${i}`, email: '', phone: '+1 555 010 0000', note: '', language: 'en' }, createdAt: Date.now(), manageKey: `bench-${i}` },
      { capacity: bookings, bufferMinutes: 0 },
    );
    if (outcome.kind !== 'booked') throw new Error(`seeding booking ${i} was refused (${outcome.kind})`);
  }
}

export async function benchBookingSlots({ memberId, username, bookings = 200, runs = 7, env = process.env, log = () => {} }) {
  register();
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { adminServer } = await import('../../src/server/server-composition.ts');
  const { AdminBookings } = await import('../../src/adapters/node/bookings.admin.ts');
  const { utcDaysOf } = await import('../../src/core/bookings/booking-store.ts');
  const { readBookingSettings } = await import('../../src/core/bookings/booking-settings.ts');
  const { freeSlots } = await import('../../src/core/bookings/booking-slots.ts');
  const { AdminPublicSites } = await import('../../src/adapters/node/public-sites.admin.ts');
  const { findSection, publicSiteModel } = await import('../../src/core/site/public-site-model.ts');
  const { viewerOf } = await import('../../src/core/portal/portal-forms.ts');

  const stamp = randomUUID();
  const serverApp = initializeApp({ projectId: env.GCLOUD_PROJECT }, `bench-bookings-server-${stamp}`);
  const bareApp = initializeApp({ projectId: env.GCLOUD_PROJECT }, `bench-bookings-bare-${stamp}`);
  try {
    const bareDb = getFirestore(bareApp);
    const member = bareDb.collection('vMember').doc(memberId);
    const settings = readBookingSettings((await member.collection('bookingSettings').doc('current').get()).data()).value;
    const service = settings.services[0];
    if (!settings.enabled || service === undefined) throw new Error(`member ${memberId} takes no bookings`);
    const seededAt = Date.now();
    await seedBookings(AdminBookings, bareDb, memberId, service.id, bookings, settings.horizonDays);
    log(`seeded ${bookings} bookings over ${settings.horizonDays} days in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);

    const server = adminServer(serverApp, env, { kind: 'recording', log: () => {} });
    const visit = { username, pathLanguage: 'EN', session: null };
    let freeTimes = 0;
    async function serverPath() {
      const started = performance.now();
      const outcome = await server.useCases.showBookingPage.execute(visit, { service: service.id, date: null, done: null });
      const elapsed = performance.now() - started;
      if (outcome.kind !== 'page' || outcome.page.kind !== 'choose' || outcome.page.days.length === 0) throw new Error(`the Book page offered no days (${outcome.kind})`);
      freeTimes = outcome.page.days.reduce((sum, day) => sum + day.free, 0);
      return elapsed;
    }

    // The same documents the server's path reads, as fast as firebase-admin reads them: the
    // address's publicSites entry names the member, then at once the member's record, its
    // subscriptions, the whole site collection (the page's frame and its Hours), the settings and
    // the held days over the longest horizon (a range of day ids, as the server asks).
    const { BOOKING_LIMITS } = await import('../../src/core/bookings/booking-limits.ts');
    const { FieldPath } = await import('firebase-admin/firestore');
    const dayRange = (now) => {
      const days = utcDaysOf(now - DAY_MS, now + (BOOKING_LIMITS.maxHorizonDays + 2) * DAY_MS);
      return member.collection('bookingDays').where(FieldPath.documentId(), '>=', days[0]).where(FieldPath.documentId(), '<=', days.at(-1)).get();
    };
    async function bare() {
      const started = performance.now();
      const now = Date.now();
      const entry = await bareDb.collection('publicSites').doc(username).get();
      const owner = bareDb.collection('vMember').doc(entry.get('memberId'));
      const [record, , siteDocs, settingsSnap, daySnaps] = await Promise.all([owner.get(), owner.collection('subscriptions').get(), owner.collection('site').get(), owner.collection('bookingSettings').doc('current').get(), dayRange(now)]);
      let held = 0;
      for (const snap of daySnaps.docs) held += (snap.data().held ?? []).length;
      const elapsed = performance.now() - started;
      if (!record.exists || !settingsSnap.exists || !siteDocs.docs.some((d) => d.id === 'hours')) throw new Error('the bare read found no record, settings or hours');
      return { elapsed, held };
    }

    // Reported beside the row: the booking documents alone (the settings, the Hours section and
    // the held days), in one round, as if the member were known and the site needed no frame.
    async function bookingDocumentsAlone() {
      const started = performance.now();
      await Promise.all([member.collection('bookingSettings').doc('current').get(), member.collection('site').doc('hours').get(), dayRange(Date.now())]);
      return performance.now() - started;
    }

    // Where the server's time goes, apart from the row: the published site with its content (what
    // every site page reads first), the settings and held days alone, and the core's free times alone.
    const siteAdapter = new AdminPublicSites(bareDb);
    const bookingsAdapter = new AdminBookings(bareDb);
    async function parts() {
      let started = performance.now();
      const page = await siteAdapter.findPublishedPage(username);
      const siteMs = performance.now() - started;
      started = performance.now();
      const now = Date.now();
      const [read, taken] = await Promise.all([bookingsAdapter.readSettings(memberId), bookingsAdapter.takenTimes(memberId, now - DAY_MS, now + (settings.horizonDays + 2) * DAY_MS)]);
      const bookingReadMs = performance.now() - started;
      const model = publicSiteModel(page.member, page.content, 'Elite', 'EN', viewerOf(null));
      const hours = findSection(model, 'hours');
      if (hours === undefined) throw new Error('the site has no Hours section');
      started = performance.now();
      const days = freeSlots({ settings: read, hours, timeZone: hours.timeZone, durationMinutes: service.durationMinutes, taken, now });
      const slotsMs = performance.now() - started;
      return { siteMs, bookingReadMs, slotsMs, days: days.length };
    }

    // One untimed round of each: module loading and the emulator's first reads are not the page.
    await serverPath();
    const { held } = await bare();
    await bookingDocumentsAlone();
    const serverTimes = [];
    const bareTimes = [];
    const aloneTimes = [];
    for (let i = 0; i < runs; i += 1) {
      serverTimes.push(await serverPath());
      bareTimes.push((await bare()).elapsed);
      aloneTimes.push(await bookingDocumentsAlone());
    }
    const breakdown = [];
    for (let i = 0; i < runs; i += 1) breakdown.push(await parts());
    const split = {
      siteMs: median(breakdown.map((part) => part.siteMs)),
      bookingReadMs: median(breakdown.map((part) => part.bookingReadMs)),
      slotsMs: median(breakdown.map((part) => part.slotsMs)),
      days: breakdown[0].days,
    };
    log(`apart: the published site with its content ${split.siteMs.toFixed(1)} ms, settings + held days ${split.bookingReadMs.toFixed(1)} ms, the core's free times over ${split.days} days ${split.slotsMs.toFixed(1)} ms (medians of ${runs})`);
    const serverMs = median(serverTimes);
    const bareMs = median(bareTimes);
    const ratio = serverMs / bareMs;
    log(`server's path: median ${serverMs.toFixed(1)} ms  [${serverTimes.map((t) => t.toFixed(1)).join(', ')}]; ${freeTimes} free times shown over the days listed`);
    log(`bare read:     median ${bareMs.toFixed(1)} ms  [${bareTimes.map((t) => t.toFixed(1)).join(', ')}]; ${held} held times in the bookingDays read`);
    const aloneMs = median(aloneTimes);
    log(`the booking documents alone (settings, Hours, held days; one round): median ${aloneMs.toFixed(1)} ms; the server's path ${(serverMs / aloneMs).toFixed(2)} × that`);
    return {
      bookings,
      runs,
      serverMs,
      bareMs,
      serverTimes,
      bareTimes,
      aloneMs,
      ratio,
      held,
      horizonDays: settings.horizonDays,
      split,
      pass: serverMs <= BOOKING_SLOTS_LIMIT_MS && ratio <= BOOKING_SLOTS_TARGET_RATIO,
    };
  } finally {
    await Promise.all([deleteApp(serverApp), deleteApp(bareApp)]);
  }
}
