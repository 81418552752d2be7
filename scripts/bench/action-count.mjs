// Counting customer actions under a crowd: bursts of concurrent tap beacons (POST <site>/act),
// each from an address and a device of its own, against the served site server and the
// emulators, with the same bursts of page-view beacons (POST <site>/view) alternating as the
// baseline. Every tap of a burst must count (no lost increment under contention, no visitor
// taken for another), and a tap must be answered about as fast as a view.
//
// Distinct addresses: on Linux the whole of 127.0.0.0/8 is the loopback, so each request leaves
// from its own 127.x.y.z (http.request's localAddress) and the server sees as many addresses.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';

const USER_AGENT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
/** The action tapped and the page's language: one counter, so a burst's count is one number. */
const KIND = 'directions';
const LANGUAGE = 'es';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The device id the page's script makes: 22 URL-safe characters. */
const deviceId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** One beacon from `localAddress`; resolves with its status and the ms until its answer. */
function post(url, body, localAddress) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'content-length': Buffer.byteLength(body), 'user-agent': USER_AGENT },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer from ${url} within 60 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** `count` beacons at once, the i-th from 127.<burst>.<i / 250>.<i % 250 + 1>. */
async function burst(url, fields, burstIndex, count) {
  const bodies = Array.from({ length: count }, () => new URLSearchParams({ k: deviceId(), l: LANGUAGE, ...fields }).toString());
  const answers = await Promise.all(bodies.map((body, i) => post(url, body, `127.${burstIndex + 1}.${Math.floor(i / 250)}.${(i % 250) + 1}`)));
  const statuses = new Set(answers.map((answer) => answer.status));
  if (statuses.size !== 1 || !statuses.has(204)) throw new Error(`${url} answered ${[...statuses].join(', ')} (204 expected)`);
  return { medianMs: median(answers.map((answer) => answer.ms)), slowestMs: Math.max(...answers.map((answer) => answer.ms)) };
}

/** The taps of KIND in LANGUAGE the member's results hold, over every day and shard. */
async function countedTaps(db, memberId) {
  const snapshot = await db.collection('vMember').doc(memberId).collection('results').get();
  return snapshot.docs.reduce((sum, doc) => sum + (Number(doc.get(`actions.${KIND}.${LANGUAGE}`)) || 0), 0);
}

/**
 * `rounds` rounds of a burst of `concurrency` taps then one of as many views, each from new
 * addresses and devices. Answers the taps counted per burst, and the medians (over rounds) of
 * each burst's median answer time.
 */
export async function benchActionCounting({ appUrl, memberId, username, concurrency = 200, rounds = 7, log = () => {} }) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  // The emulator's address comes from FIRESTORE_EMULATOR_HOST, set by the bench.
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-actions-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    const site = `${appUrl}/s/${username}/${LANGUAGE}`;
    // One tap and one view first: the server's first requests load its code, not the counting.
    await post(`${site}/act`, new URLSearchParams({ k: deviceId(), l: LANGUAGE, a: KIND }).toString(), '127.0.0.1');
    await post(`${site}/view`, new URLSearchParams({ k: deviceId(), l: LANGUAGE, p: `/s/${username}/${LANGUAGE}` }).toString(), '127.0.0.1');
    const taps = [];
    const views = [];
    const counted = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = await countedTaps(db, memberId);
      taps.push(await burst(`${site}/act`, { a: KIND }, round * 2, concurrency));
      counted.push((await countedTaps(db, memberId)) - before);
      views.push(await burst(`${site}/view`, { p: `/s/${username}/${LANGUAGE}` }, round * 2 + 1, concurrency));
      log(`  actions round ${round + 1}: ${counted[round]} of ${concurrency} taps counted; tap median ${Math.round(taps[round].medianMs)} ms (slowest ${Math.round(taps[round].slowestMs)}), view median ${Math.round(views[round].medianMs)} ms (slowest ${Math.round(views[round].slowestMs)})`);
    }
    const ratios = taps.map((tap, i) => tap.medianMs / views[i].medianMs);
    return {
      counted,
      exact: counted.every((n) => n === concurrency),
      tapMs: median(taps.map((tap) => tap.medianMs)),
      viewMs: median(views.map((view) => view.medianMs)),
      ratio: median(ratios),
      spread: { min: Math.min(...ratios), max: Math.max(...ratios) },
    };
  } finally {
    await deleteApp(app);
  }
}
