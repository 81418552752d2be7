// Demo data for the local stack: one account per situation the dashboard handles (admin, each
// plan, running trial, ended trial, full access), with unread messages and 30 days of views.
// Runs only against the emulators, and only when vMember is empty, so it never overwrites what
// was written while using the app.
//
// Usage (emulators running): FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 \
//   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 GCLOUD_PROJECT=demo-sitio node scripts/seed.mjs
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts; `uid` fixes the public username (its first 7 characters, lowercased). */
export const DEMO_ACCOUNTS = [
  { key: 'admin', uid: 'adminDemoUid0000000000000001', email: 'admin@demo.sitio.app', name: 'Ana Admin', role: 'admin (Admin page, Elite access)' },
  { key: 'basic', uid: 'basicDemoUid0000000000000002', email: 'basic@demo.sitio.app', name: 'Panadería Luna', role: 'Basic Plan, active subscription' },
  { key: 'professional', uid: 'proDemoUid000000000000000003', email: 'professional@demo.sitio.app', name: 'Taller Ruiz', role: 'Professional Plan, active subscription' },
  { key: 'elite', uid: 'eliteDemoUid0000000000000004', email: 'elite@demo.sitio.app', name: 'Elite Fitness Studio', role: 'Elite Plan, active subscription' },
  { key: 'trial', uid: 'trialDemoUid0000000000000005', email: 'trial@demo.sitio.app', name: 'Flores Martha', role: 'free trial, 10 days left, no subscription' },
  { key: 'ended', uid: 'endedDemoUid0000000000000006', email: 'ended@demo.sitio.app', name: 'Café Pendiente', role: 'trial ended, no subscription (pending payment)' },
  { key: 'fullAccess', uid: 'fullDemoUid00000000000000007', email: 'fullaccess@demo.sitio.app', name: 'Socio Completo', role: 'full access' },
];

/** The Elite gym's portal customers (src/public-site/demo/elite-demo-portal.ts), for the start banner. */
const DEMO_CUSTOMER_EMAILS = ['sam@customers.demo.sitio.app (active, VIP)', 'dev@customers.demo.sitio.app (awaiting approval)'];

const PLAN_OF = { basic: 'Basic Plan', professional: 'Professional Plan', elite: 'Elite Plan' };
const DAY_MS = 24 * 60 * 60 * 1000;

function assertEmulators() {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`Refusing to seed: ${missing.join(' and ')} not set. The seed only ever writes to the emulators.`);
  }
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId?.startsWith('demo-')) {
    throw new Error(`Refusing to seed project "${projectId}": only demo-* projects are seeded.`);
  }
  return projectId;
}

/** A small deterministic pseudo-random sequence, so every fresh seed draws the same charts. */
function numbers(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function loadCore() {
  const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
  const [{ newMemberRecord }, { DEFAULT_APP_CONFIG }, { lastDaysKeys }, { publicProjectionOf }, { validateSection, validateSiteLayout }, eliteSite] = await Promise.all([
    load('src/core/member/new-member-record.ts'),
    load('src/core/config/app-config.ts'),
    load('src/core/analytics/view-counter.ts'),
    load('src/core/site/public-projection.ts'),
    load('src/core/site/site-content.ts'),
    load('src/public-site/demo/elite-demo-site.ts'),
  ]);
  const elitePortal = await load('src/public-site/demo/elite-demo-portal.ts');
  const { ELITE_DEMO_BOOKING_SETTINGS } = await load('src/public-site/demo/elite-demo-bookings.ts');
  return { newMemberRecord, DEFAULT_APP_CONFIG, lastDaysKeys, publicProjectionOf, validateSection, validateSiteLayout, eliteSite, elitePortal, ELITE_DEMO_BOOKING_SETTINGS };
}

function recordFor(account, core, now, Timestamp) {
  const base = core.newMemberRecord(
    { uid: account.uid, email: account.email, displayName: account.name, phoneNumber: '+1 312 555 01' + account.uid.slice(-2) },
    core.DEFAULT_APP_CONFIG,
    now,
  );
  const createdAt = Timestamp.fromMillis(now - 45 * DAY_MS);
  const record = { ...base, createdAt, activeUntil: Timestamp.fromMillis(base.activeUntil), verified: true };
  switch (account.key) {
    case 'admin':
      return { ...record, admin: true, esAdministrador: true, status: true, trial: true, themeColor: '#1F4E79' };
    case 'fullAccess':
      return { ...record, fullAccess: true, status: true, trial: true, themeColor: '#2E7D32' };
    case 'basic':
      return { ...record, status: true, trial: false, themeColor: '#B5651D', siteLanguage: 'ES', businessName: 'Panadería Luna' };
    case 'professional':
      return { ...record, status: true, trial: false, themeColor: '#37474F', siteLanguage: 'ES', font: 'Lato', coverTemplate: 2 };
    case 'elite':
      return { ...record, status: true, trial: false, themeColor: '#6A1B9A', font: 'Montserrat', coverTemplate: 3, businessName: 'Elite Fitness Studio LLC', coverPicture: core.eliteSite.ELITE_DEMO_COVER };
    case 'trial':
      return { ...record, status: true, trial: true, activeUntil: Timestamp.fromMillis(now + 10 * DAY_MS), verified: false };
    case 'ended':
      return { ...record, status: false, trial: false, activeUntil: Timestamp.fromMillis(now - 5 * DAY_MS) };
    default:
      return record;
  }
}

function subscriptionFor(planName, now, Timestamp) {
  const slug = planName.split(' ')[0].toLowerCase();
  return {
    id: `sub_demo_${slug}`,
    data: {
      status: 'active',
      productType: 'plan',
      productName: planName,
      items: [{ price: { id: `price_demo_${slug}_monthly`, product: { name: planName } } }],
      current_period_end: Timestamp.fromMillis(now + 20 * DAY_MS),
      cancel_at_period_end: false,
      created: Timestamp.fromMillis(now - 40 * DAY_MS),
    },
  };
}

const MESSAGES = {
  EN: [
    { title: 'Welcome to your dashboard', body: 'Edit your website from Website Studio and share your link with customers.' },
    { title: 'New contact request', body: 'A visitor asked about your opening hours.' },
    { title: 'Your site had a busy week', body: 'Views went up this week. Keep your gallery fresh!' },
  ],
  ES: [
    { title: 'Bienvenido a tu panel', body: 'Edita tu sitio web desde Website Studio y comparte tu enlace con tus clientes.' },
    { title: 'Nueva solicitud de contacto', body: 'Un visitante preguntó por tu horario.' },
    { title: 'Tu sitio tuvo una semana activa', body: 'Las visitas subieron esta semana. ¡Mantén tu galería al día!' },
  ],
};
// How many of each member's messages are still unread.
const UNREAD = { admin: 1, basic: 2, professional: 1, elite: 3, trial: 2, ended: 1, fullAccess: 0 };

const field = (id, type, label, extra = {}) => ({ id, type, label, help: '', required: false, options: [], ...extra });

/** The forms of the Professional (Spanish) and Elite (English) demo sites, with a few messages each. */
const DEMO_FORMS = {
  professional: {
    forms: [
      { id: 'contact', title: '', thankYou: '', fields: [field('fmessage', 'long-text', '', { required: true })] },
      {
        id: 'presupuesto',
        title: 'Pide un presupuesto',
        thankYou: 'Gracias. Te llamamos hoy mismo con el presupuesto.',
        fields: [
          field('fauto', 'short-text', 'Marca y modelo del auto', { required: true }),
          field('fservicio', 'single-choice', 'Servicio', { required: true, options: ['Afinación', 'Frenos', 'Diagnóstico'] }),
          field('ftel', 'phone', 'Teléfono', { required: true, help: 'Te llamamos para confirmar.' }),
        ],
      },
    ],
    submissions: [
      {
        formId: 'presupuesto', formTitle: 'Pide un presupuesto', name: 'Lucía Méndez', email: 'lucia.mendez@example.com', hoursAgo: 3, read: false,
        answers: [
          { id: 'fauto', label: 'Marca y modelo del auto', type: 'short-text', value: 'Nissan Versa 2018' },
          { id: 'fservicio', label: 'Servicio', type: 'single-choice', value: 'Frenos' },
          { id: 'ftel', label: 'Teléfono', type: 'phone', value: '+52 55 2345 6789' },
        ],
      },
      {
        formId: 'contact', formTitle: '', name: 'Jorge Salas', email: 'jorge.salas@example.com', hoursAgo: 50, read: true,
        answers: [{ id: 'fmessage', label: '', type: 'long-text', value: '¿Abren los sábados por la tarde?' }],
      },
    ],
  },
  elite: {
    forms: [
      { id: 'contact', title: '', thankYou: '', fields: [field('fmessage', 'long-text', '', { required: true })] },
      {
        id: 'free-class',
        title: 'Book a free class',
        thankYou: 'You are booked! We will text you to confirm the time.',
        fields: [
          field('fclass', 'single-choice', 'Class', { required: true, options: ['Yoga', 'Spinning', 'Boxing'] }),
          field('fday', 'date', 'Preferred day', { required: true }),
          field('fphone', 'phone', 'Mobile phone', { required: true }),
          field('fconsent', 'consent', 'I agree to be contacted about my booking', { required: true }),
        ],
      },
    ],
    submissions: [
      {
        formId: 'free-class', formTitle: 'Book a free class', name: 'Maya Johnson', email: 'maya.johnson@example.com', hoursAgo: 1, read: false,
        answers: [
          { id: 'fclass', label: 'Class', type: 'single-choice', value: 'Spinning' },
          { id: 'fday', label: 'Preferred day', type: 'date', value: '2026-12-02' },
          { id: 'fphone', label: 'Mobile phone', type: 'phone', value: '+1 312 555 0142' },
          { id: 'fconsent', label: 'I agree to be contacted about my booking', type: 'consent', value: 'yes' },
        ],
      },
      {
        formId: 'contact', formTitle: '', name: 'Daniel Ortiz', email: 'daniel.ortiz@example.com', hoursAgo: 20, read: false,
        answers: [{ id: 'fmessage', label: '', type: 'long-text', value: 'Do you offer corporate memberships for a team of 12?' }],
      },
      {
        formId: 'free-class', formTitle: 'Book a free class', name: 'Priya Patel', email: 'priya.patel@example.com', hoursAgo: 75, read: true,
        answers: [
          { id: 'fclass', label: 'Class', type: 'single-choice', value: 'Yoga' },
          { id: 'fday', label: 'Preferred day', type: 'date', value: '2026-11-25' },
          { id: 'fphone', label: 'Mobile phone', type: 'phone', value: '+1 312 555 0178' },
          { id: 'fconsent', label: 'I agree to be contacted about my booking', type: 'consent', value: 'yes' },
        ],
      },
    ],
  },
};

const PORTAL_TIME_FIELDS = ['createdAt', 'joinedAt', 'lastVisitAt'];

/**
 * The Elite gym's Users Portal: its customers get accounts (the demo password) and their
 * relation to the gym, with its groups and an announcement already pushed.
 */
async function seedElitePortal({ auth, batch, db, memberRef, ownerId, core, now, Timestamp }) {
  for (const customer of core.elitePortal.ELITE_DEMO_CUSTOMERS) {
    try {
      await auth.createUser({ uid: customer.uid, email: customer.email, password: DEMO_PASSWORD, displayName: customer.name, emailVerified: true });
    } catch (error) {
      if (error?.code !== 'auth/uid-already-exists' && error?.code !== 'auth/email-already-exists') throw error;
    }
    batch.set(db.collection('customers').doc(customer.uid), { name: customer.name, email: customer.email, createdAt: Timestamp.fromMillis(now - customer.joinedDaysAgo * 24 * 60 * 60 * 1000) });
  }
  for (const [docPath, data] of Object.entries(core.elitePortal.eliteDemoPortalDocuments(now))) {
    const stored = { ...data };
    for (const field of PORTAL_TIME_FIELDS) if (typeof stored[field] === 'number') stored[field] = Timestamp.fromMillis(stored[field]);
    batch.set(memberRef.collection(docPath.split('/')[0]).doc(docPath.split('/')[1]), stored);
  }
  // Already pushed when it was sent: the trigger runner must not push it again.
  for (const announcement of core.elitePortal.ELITE_DEMO_ANNOUNCEMENTS) {
    batch.set(db.collection('triggerRuns').doc(`announcementPush:${ownerId}:${announcement.id}`), { at: Timestamp.fromMillis(now - announcement.daysAgo * 24 * 60 * 60 * 1000) });
  }
}

/**
 * Writes the demo data unless vMember already has documents. Returns whether it wrote anything.
 */
export async function seedDemoData({ now = Date.now(), log = console.log } = {}) {
  const projectId = assertEmulators();
  const [{ initializeApp, getApps }, { getAuth }, { getFirestore, Timestamp }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
    import('firebase-admin/firestore'),
  ]);
  const app = getApps().find((candidate) => candidate.name === 'sitio-seed') ?? initializeApp({ projectId }, 'sitio-seed');
  const db = getFirestore(app);
  const auth = getAuth(app);

  const existing = await db.collection('vMember').limit(1).get();
  if (!existing.empty) {
    log('Demo data: vMember already has data, nothing seeded.');
    return false;
  }

  const core = await loadCore();
  const batch = db.batch();
  for (const account of DEMO_ACCOUNTS) {
    try {
      await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, displayName: account.name, emailVerified: true });
    } catch (error) {
      // Accounts survive in Auth when Firestore data was reset; reuse them.
      if (error?.code !== 'auth/uid-already-exists' && error?.code !== 'auth/email-already-exists') throw error;
    }
    const claims = { ...(account.key === 'admin' ? { admin: true } : {}), ...(account.key === 'fullAccess' ? { fullAccess: true } : {}) };
    if (Object.keys(claims).length > 0) await auth.setCustomUserClaims(account.uid, claims);

    const record = recordFor(account, core, now, Timestamp);
    const memberRef = db.collection('vMember').doc(account.uid);
    batch.set(memberRef, record);
    batch.set(db.collection('publicSites').doc(record.username), core.publicProjectionOf(record));

    const plan = PLAN_OF[account.key];
    if (plan) {
      const subscription = subscriptionFor(plan, now, Timestamp);
      batch.set(memberRef.collection('subscriptions').doc(subscription.id), subscription.data);
    }

    MESSAGES[record.siteLanguage].forEach((message, index) => {
      batch.set(memberRef.collection('messages').doc(`demo-message-${index + 1}`), {
        ...message,
        leido: index >= UNREAD[account.key],
        createdAt: Timestamp.fromMillis(now - (index + 1) * 26 * 60 * 60 * 1000),
      });
    });

    if (account.key === 'elite') {
      // Stored as the studio saves it: each document read by the core, or the seed stops.
      for (const [id, raw] of Object.entries(core.eliteSite.eliteDemoSiteDocuments(now))) {
        const checked = id === 'layout' ? core.validateSiteLayout(raw) : core.validateSection(id, raw);
        if (!checked.ok) throw new Error(`Demo site section ${id} does not validate: ${JSON.stringify(checked.errors)}`);
        batch.set(memberRef.collection('site').doc(id), checked.value);
      }
      batch.set(memberRef.collection('bookingSettings').doc('current'), { ...core.ELITE_DEMO_BOOKING_SETTINGS });
    }

    if (account.key === 'elite') await seedElitePortal({ auth, batch, db, memberRef, ownerId: account.uid, core, now, Timestamp });

    const forms = DEMO_FORMS[account.key];
    if (forms) {
      batch.set(memberRef.collection('site').doc('forms'), { forms: forms.forms });
      forms.submissions.forEach((submission, index) => {
        const id = `demo-lead-${index + 1}`;
        const { hoursAgo, read, ...fields } = submission;
        batch.set(memberRef.collection('forms').doc(id), {
          ...fields,
          site: record.username,
          language: record.siteLanguage === 'ES' ? 'es' : 'en',
          createdAt: Timestamp.fromMillis(now - hoursAgo * 60 * 60 * 1000),
          read,
          archived: false,
        });
        // These were announced when they arrived: the trigger runner must not announce them again.
        batch.set(db.collection('triggerRuns').doc(`formAlerts:${account.uid}:${id}`), { at: Timestamp.fromMillis(now - hoursAgo * 60 * 60 * 1000) });
      });
    }

    const random = numbers(account.uid.charCodeAt(0) * 7919 + account.uid.length);
    const scale = { elite: 60, professional: 30, admin: 10, fullAccess: 15, basic: 12, trial: 6, ended: 2 }[account.key];
    const countViews = {};
    let total = 0;
    for (const key of core.lastDaysKeys(now, 30)) {
      const views = Math.round(scale * (0.4 + random()));
      countViews[key] = views;
      total += views;
    }
    const analytics = memberRef.collection('analytics');
    batch.set(analytics.doc('countViews'), countViews);
    // Views from before the charted month keep the total above the sum of the chart.
    batch.set(analytics.doc('totalViews'), { count: total + Math.round(scale * 40) });
  }
  await batch.commit();
  log(`Demo data: seeded ${DEMO_ACCOUNTS.length} members in ${projectId}.`);
  return true;
}

/** Lines describing the demo accounts, printed at every start. */
export function demoAccountLines() {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.role}`),
    `Customers of the Elite gym's portal (same password): ${DEMO_CUSTOMER_EMAILS.join(', ')}`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  try {
    await seedDemoData();
    console.log(demoAccountLines().join('\n'));
    process.exit(0);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
