// Before the suite: the demo members of scripts/seed.mjs, in a known state, on the emulators the
// app under test was built against. The emulator tests that run before this suite in `npm test`
// leave their own documents behind, and the seed only writes into an empty vMember collection,
// so the test project's Firestore data is cleared first. Other projects (the `npm start` stack)
// are never cleared: there the suite only seeds when nothing is there yet.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { adminDb, emulatorProject, firestoreEmulatorHost } from './emulators';
import { DEMO } from './demo-accounts';

interface SeedModule {
  seedDemoData(options: { log: (line: string) => void }): Promise<boolean>;
}

const SEED_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'seed.mjs');

/** Projects whose data exists only for tests and may be wiped. */
const DISPOSABLE_PROJECTS = new Set(['demo-sitio-test']);

async function clearFirestore(projectId: string): Promise<void> {
  const url = `http://${firestoreEmulatorHost()}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status} ${await response.text()}`);
}

export default async function globalSetup(): Promise<void> {
  const projectId = emulatorProject();
  if (DISPOSABLE_PROJECTS.has(projectId) || process.env.E2E_RESET_DATA === 'true') {
    await clearFirestore(projectId);
  }
  // Loaded by URL: the seed is a plain ES module of the scripts, without type declarations.
  const { seedDemoData } = (await import(pathToFileURL(SEED_SCRIPT).href)) as SeedModule;
  await seedDemoData({ log: () => undefined });
  const admin = await adminDb().collection('vMember').doc(DEMO.admin.uid).get();
  if (!admin.exists) {
    throw new Error(
      `The demo members are missing in project ${projectId} and its data was not cleared (it is not a test project). ` +
        'Run the suite against the test stack (npm test), or set E2E_RESET_DATA=true to clear it.',
    );
  }
}
