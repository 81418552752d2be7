// The local payment simulator: plays the Stripe "firestore-stripe-payments" extension against
// the Firestore emulator, so a member can choose a plan, "pay" and manage the subscription with
// no Stripe account and no network. It is started by `npm start` and `npm test` only; the app
// knows nothing of it beyond a URL (the checkout page's, written on the session like Stripe's,
// and the portal endpoint, used only when the app runs on the emulators). See docs/billing.md.
//
// What it does, as the extension (plus the product's own status trigger) would:
// - answers each new vMember/{id}/checkout_sessions document with `url` (a local checkout page)
//   or `error` (a price this deployment does not sell);
// - on "Confirm payment" writes vMember/{id}/subscriptions/{subId} in the extension's shape, with
//   the spec's productType and productName, and sets the member's status true and trial false;
// - serves a customer portal that cancels at period end, resumes, or cancels at once.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS = 30;
const PRICE_ID = /^price_[A-Za-z0-9]{1,120}$/;
const VALID_STATUSES = ['active', 'trialing', 'incomplete'];

const PLANS = {
  Basic: { productName: 'Basic Plan', usd: 12, label: { en: 'Basic', es: 'Básico' } },
  Professional: { productName: 'Professional Plan', usd: 24, label: { en: 'Professional', es: 'Profesional' } },
  Elite: { productName: 'Elite Plan', usd: 48, label: { en: 'Elite', es: 'Élite' } },
};

const TEXT = {
  en: {
    title: 'Checkout (local simulator)',
    simulated: 'Local payment simulator: no card is charged and no data leaves this machine.',
    plan: 'Plan',
    price: (usd) => `$${usd} / month`,
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    done: 'This checkout is already finished.',
    back: 'Back to the app',
    notFound: 'There is no such checkout session.',
    portalTitle: 'Billing (local simulator)',
    none: 'No subscriptions yet.',
    status: 'Status',
    renews: 'Renews on',
    ends: 'Ends on',
    cancelAtEnd: 'Cancel at period end',
    resume: 'Resume',
    cancelNow: 'Cancel now',
    portalGone: 'This billing session has expired. Open billing again from the app.',
  },
  es: {
    title: 'Pago (simulador local)',
    simulated: 'Simulador de pagos local: no se cobra ninguna tarjeta y ningún dato sale de este equipo.',
    plan: 'Plan',
    price: (usd) => `US$${usd} / mes`,
    confirm: 'Confirmar pago',
    cancel: 'Cancelar',
    done: 'Este pago ya está terminado.',
    back: 'Volver a la aplicación',
    notFound: 'No existe esa sesión de pago.',
    portalTitle: 'Facturación (simulador local)',
    none: 'Aún no hay suscripciones.',
    status: 'Estado',
    renews: 'Se renueva el',
    ends: 'Termina el',
    cancelAtEnd: 'Cancelar al final del periodo',
    resume: 'Reanudar',
    cancelNow: 'Cancelar ahora',
    portalGone: 'Esta sesión de facturación caducó. Vuelve a abrir facturación desde la aplicación.',
  },
};

/** The plan price ids, read from the same variables as the app's build. */
export function priceIdsFromEnv(env = process.env) {
  return {
    Basic: env.VITE_PRICE_BASIC || 'price_basic',
    Professional: env.VITE_PRICE_PROFESSIONAL || 'price_professional',
    Elite: env.VITE_PRICE_ELITE || 'price_elite',
  };
}

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function isHttpUrl(value) {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isSafeId = (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value);
const localeOf = (value) => (value === 'es' ? 'es' : 'en');

function page(res, status, locale, title, body) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // Nothing but this page's own markup and inline style runs here.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'no-store',
  });
  res.end(`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#111}
main{max-width:520px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
@media (max-width:560px){main{margin:16px 12px;padding:20px}}
.note{font-size:.9rem;color:#555;border-left:4px solid #f59e0b;padding:8px 12px;background:#fffbeb}
.price{font-size:2rem;font-weight:800;margin:.25em 0}
.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button{font:inherit;padding:12px 20px;border-radius:8px;border:1px solid #111;background:#fff;cursor:pointer;min-height:44px}
button.primary{background:#111;color:#fff}
ul{padding:0;list-style:none}li{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}
a{color:#0a58ca}
</style></head>
<body><main>${body}</main></body></html>`);
}

function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function readBody(req, limit = 16 * 1024) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Starts the simulator against the Firestore emulator at `firestoreHost` for `projectId`, with
 * its web pages on `port` (0 picks a free one). Resolves once it listens and watches sessions;
 * `stop()` closes both.
 */
export async function startPaymentSimulator({ firestoreHost, projectId, port, host = '127.0.0.1', priceIds = priceIdsFromEnv(), log = () => {} }) {
  if (!firestoreHost) throw new Error('startPaymentSimulator needs the Firestore emulator host (host:port).');
  if (!projectId) throw new Error('startPaymentSimulator needs a project id.');
  if (!projectId.startsWith('demo-')) throw new Error(`the payment simulator runs only against demo-* projects, not '${projectId}'`);
  // firebase-admin reaches the emulator (with no credentials) only through this variable.
  const current = process.env.FIRESTORE_EMULATOR_HOST;
  if (current && current !== firestoreHost) throw new Error(`FIRESTORE_EMULATOR_HOST is ${current}, not ${firestoreHost}`);
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.METADATA_SERVER_DETECTION ??= 'none';

  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `payment-simulator-${randomBytes(4).toString('hex')}`);
  const db = getFirestore(app);
  const tierOfPrice = (price) => Object.keys(PLANS).find((tier) => priceIds[tier] === price) ?? null;
  const portals = new Map();
  let baseUrl = '';

  const memberRef = (memberId) => db.collection('vMember').doc(memberId);
  const sessionRef = (memberId, sessionId) => memberRef(memberId).collection('checkout_sessions').doc(sessionId);

  async function answerSession(snapshot) {
    const memberDoc = snapshot.ref.parent.parent;
    if (!memberDoc || memberDoc.parent.id !== 'vMember') return;
    const data = snapshot.data();
    if (data.url !== undefined || data.error !== undefined) return;
    const tier = PRICE_ID.test(String(data.price)) ? tierOfPrice(data.price) : null;
    const answer =
      tier === null
        ? { error: { message: `No such price: '${String(data.price).slice(0, 140)}'` } }
        : { url: `${baseUrl}/checkout/${memberDoc.id}/${snapshot.id}`, sessionId: `cs_sim_${snapshot.id}` };
    // Only the first answer counts, as with the extension: a second writer finds it answered.
    await db.runTransaction(async (tx) => {
      const fresh = await tx.get(snapshot.ref);
      const now = fresh.data();
      if (!fresh.exists || now.url !== undefined || now.error !== undefined) return;
      tx.update(snapshot.ref, answer);
    });
    log(`checkout session ${memberDoc.id}/${snapshot.id}: ${tier === null ? 'refused (unknown price)' : `${tier}, waiting for confirmation`}`);
  }

  /** What the product's status trigger does: status follows the valid subscriptions. */
  async function syncMemberStatus(memberId) {
    const member = await memberRef(memberId).get();
    if (!member.exists) return;
    const valid = await memberRef(memberId).collection('subscriptions').where('status', 'in', VALID_STATUSES).limit(1).get();
    if (!valid.empty) {
      await memberRef(memberId).update({ status: true, trial: false });
      return;
    }
    const activeUntil = member.get('activeUntil');
    const untilMs = typeof activeUntil?.toMillis === 'function' ? activeUntil.toMillis() : Number(activeUntil);
    if (!(untilMs > Date.now())) await memberRef(memberId).update({ status: false, trial: false });
  }

  async function confirm(memberId, sessionId) {
    const session = await sessionRef(memberId, sessionId).get();
    const data = session.data();
    const tier = data ? tierOfPrice(data.price) : null;
    if (!data || tier === null || !data.url) return null;
    if (data.simulator_outcome === undefined) {
      const now = Date.now();
      const plan = PLANS[tier];
      // The extension's subscription document, plus the product's productType and productName.
      await memberRef(memberId)
        .collection('subscriptions')
        .doc(`sub_sim_${sessionId}`)
        .set({
          status: 'active',
          role: null,
          quantity: 1,
          items: [{ id: `si_sim_${sessionId}`, quantity: 1, price: { id: data.price, active: true, currency: 'usd', unit_amount: plan.usd * 100, interval: 'month', type: 'recurring', product: { name: plan.productName, active: true, metadata: {} } } }],
          metadata: {},
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          ended_at: null,
          trial_start: null,
          trial_end: null,
          created: Timestamp.fromMillis(now),
          current_period_start: Timestamp.fromMillis(now),
          current_period_end: Timestamp.fromMillis(now + PERIOD_DAYS * DAY_MS),
          productType: 'plan',
          productName: plan.productName,
        });
      await sessionRef(memberId, sessionId).update({ simulator_outcome: 'paid' });
      await syncMemberStatus(memberId);
      log(`checkout ${memberId}/${sessionId}: paid, ${plan.productName} active`);
    }
    return isHttpUrl(data.success_url) ? data.success_url : null;
  }

  async function cancelCheckout(memberId, sessionId) {
    const session = await sessionRef(memberId, sessionId).get();
    const data = session.data();
    if (!data) return null;
    if (data.simulator_outcome === undefined) await sessionRef(memberId, sessionId).update({ simulator_outcome: 'cancelled' });
    return isHttpUrl(data.cancel_url) ? data.cancel_url : null;
  }

  async function checkoutPage(res, memberId, sessionId) {
    const data = (await sessionRef(memberId, sessionId).get()).data();
    const locale = localeOf(data?.locale);
    const t = TEXT[locale];
    const tier = data ? tierOfPrice(data.price) : null;
    if (!data || tier === null) return page(res, 404, locale, t.title, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.notFound)}</p>`);
    const plan = PLANS[tier];
    const action = `/checkout/${encodeURIComponent(memberId)}/${encodeURIComponent(sessionId)}`;
    const finished = data.simulator_outcome !== undefined;
    const back = data.simulator_outcome === 'paid' ? data.success_url : data.cancel_url;
    return page(
      res,
      200,
      locale,
      t.title,
      `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.simulated)}</p>
<p>${escapeHtml(t.plan)}: <strong>${escapeHtml(plan.label[locale])}</strong> (${escapeHtml(plan.productName)})</p>
<p class="price">${escapeHtml(t.price(plan.usd))}</p>
${
  finished
    ? `<p>${escapeHtml(t.done)}</p>${isHttpUrl(back) ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>` : ''}`
    : `<div class="row">
<form method="post" action="${escapeHtml(action)}/confirm"><button class="primary" type="submit">${escapeHtml(t.confirm)}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">${escapeHtml(t.cancel)}</button></form>
</div>`
}`,
    );
  }

  async function memberOfToken(authorization) {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      const { getAuth } = await import('firebase-admin/auth');
      try {
        return (await getAuth(app).verifyIdToken(token)).uid;
      } catch {
        return null;
      }
    }
    // Without the Auth emulator (tests of this module alone) the token's own claim is taken.
    try {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return isSafeId(payload.user_id ?? payload.sub) ? (payload.user_id ?? payload.sub) : null;
    } catch {
      return null;
    }
  }

  async function portalPage(res, portalId) {
    const portal = portals.get(portalId);
    if (!portal) return page(res, 404, 'en', TEXT.en.portalTitle, `<h1>${escapeHtml(TEXT.en.portalTitle)}</h1><p>${escapeHtml(TEXT.en.portalGone)}</p>`);
    const { locale } = portal;
    const t = TEXT[locale];
    const subs = await memberRef(portal.memberId).collection('subscriptions').get();
    const date = (value) => (typeof value?.toDate === 'function' ? value.toDate().toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }) : '');
    const items = subs.docs.map((doc) => {
      const s = doc.data();
      const name = s.productName ?? s.items?.[0]?.price?.product?.name ?? doc.id;
      const valid = VALID_STATUSES.includes(s.status);
      const base = `/portal/${encodeURIComponent(portalId)}/${encodeURIComponent(doc.id)}`;
      const button = (action, label) => `<form method="post" action="${escapeHtml(`${base}/${action}`)}"><button type="submit">${escapeHtml(label)}</button></form>`;
      const actions = valid
        ? `${s.cancel_at_period_end ? button('resume', t.resume) : button('cancel-at-period-end', t.cancelAtEnd)}${button('cancel-now', t.cancelNow)}`
        : '';
      const period = valid && s.current_period_end ? `<p>${escapeHtml(s.cancel_at_period_end ? t.ends : t.renews)} ${escapeHtml(date(s.current_period_end))}</p>` : '';
      return `<li><strong>${escapeHtml(name)}</strong><p>${escapeHtml(t.status)}: ${escapeHtml(s.status)}</p>${period}<div class="row">${actions}</div></li>`;
    });
    return page(
      res,
      200,
      locale,
      t.portalTitle,
      `<h1>${escapeHtml(t.portalTitle)}</h1><p class="note">${escapeHtml(t.simulated)}</p>
${items.length === 0 ? `<p>${escapeHtml(t.none)}</p>` : `<ul>${items.join('')}</ul>`}
<p><a href="${escapeHtml(portal.returnUrl)}">${escapeHtml(t.back)}</a></p>`,
    );
  }

  async function portalAction(portalId, subId, action) {
    const portal = portals.get(portalId);
    if (!portal || !isSafeId(subId)) return false;
    const ref = memberRef(portal.memberId).collection('subscriptions').doc(subId);
    const sub = await ref.get();
    if (!sub.exists) return false;
    const now = Timestamp.now();
    if (action === 'cancel-at-period-end') {
      // Access stays until the period ends; Stripe (and so the extension) flips the status then.
      await ref.update({ cancel_at_period_end: true, cancel_at: sub.get('current_period_end') ?? null, canceled_at: now });
    } else if (action === 'resume') {
      await ref.update({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    } else if (action === 'cancel-now') {
      await ref.update({ status: 'canceled', cancel_at_period_end: false, canceled_at: now, ended_at: now });
    } else return false;
    await syncMemberStatus(portal.memberId);
    log(`portal ${portal.memberId}/${subId}: ${action}`);
    return true;
  }

  function cors(req, res) {
    // The app (another origin: the dev server or the preview) calls POST /portal from the browser.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('vary', 'origin');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
  }

  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (parts[0] === 'checkout' && parts.length >= 3 && isSafeId(parts[1]) && isSafeId(parts[2])) {
      const [, memberId, sessionId, step] = parts;
      if (req.method === 'GET' && parts.length === 3) return checkoutPage(res, memberId, sessionId);
      if (req.method === 'POST' && (step === 'confirm' || step === 'cancel') && parts.length === 4) {
        const target = step === 'confirm' ? await confirm(memberId, sessionId) : await cancelCheckout(memberId, sessionId);
        if (target) return redirect(res, target);
        return checkoutPage(res, memberId, sessionId);
      }
    }
    if (url.pathname === '/portal') {
      cors(req, res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'POST') {
        const memberId = await memberOfToken(req.headers.authorization);
        if (!memberId) {
          res.writeHead(401, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: 'unauthenticated' }));
        }
        let body = {};
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          body = {};
        }
        if (!isHttpUrl(body.returnUrl)) {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: 'returnUrl must be an http(s) URL' }));
        }
        const portalId = randomBytes(18).toString('base64url');
        portals.set(portalId, { memberId, returnUrl: body.returnUrl, locale: localeOf(body.locale) });
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ url: `${baseUrl}/portal/${portalId}` }));
      }
    }
    if (parts[0] === 'portal' && parts.length >= 2) {
      if (req.method === 'GET' && parts.length === 2) return portalPage(res, parts[1]);
      if (req.method === 'POST' && parts.length === 4 && (await portalAction(parts[1], parts[2], parts[3]))) return redirect(res, `/portal/${encodeURIComponent(parts[1])}`);
    }
    return page(res, 404, 'en', 'Not found', '<h1>Not found</h1>');
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error) => {
      log(`request failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('The payment simulator failed; see its log.');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  baseUrl = `http://${host}:${server.address().port}`;

  // A failed listener never fires again (the Firestore emulator sometimes garbles a stream, see
  // docs/testing.md), so it is started anew after a pause; answerSession skips answered sessions.
  let stopWatching = () => {};
  let retryTimer = null;
  let stopped = false;
  const watch = () => {
    stopWatching = db.collectionGroup('checkout_sessions').onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') continue;
          answerSession(change.doc).catch((error) => log(`answering ${change.doc.ref.path} failed: ${error.message}`));
        }
      },
      (error) => {
        log(`watching checkout sessions failed: ${error.message}; watching again in 1 s`);
        if (!stopped) retryTimer = setTimeout(watch, 1000);
      },
    );
  };
  watch();

  return {
    url: baseUrl,
    port: server.address().port,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      stopWatching();
      await new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await deleteApp(app);
    },
  };
}
