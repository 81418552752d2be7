// The demo members written by scripts/seed.mjs that the suite signs in as. Their situations
// (plan, trial, admin, full access) are what the flows under test depend on; the global setup
// fails when they are not on the emulators.
export const DEMO_PASSWORD = 'demo-password';

export const DEMO = {
  admin: { uid: 'adminDemoUid0000000000000001', email: 'admin@demo.sitio.app', name: 'Ana Admin' },
  basic: { uid: 'basicDemoUid0000000000000002', email: 'basic@demo.sitio.app', name: 'Panadería Luna' },
  professional: { uid: 'proDemoUid000000000000000003', email: 'professional@demo.sitio.app', name: 'Taller Ruiz' },
  elite: { uid: 'eliteDemoUid0000000000000004', email: 'elite@demo.sitio.app', name: 'Elite Fitness Studio' },
  trial: { uid: 'trialDemoUid0000000000000005', email: 'trial@demo.sitio.app', name: 'Flores Martha' },
  ended: { uid: 'endedDemoUid0000000000000006', email: 'ended@demo.sitio.app', name: 'Café Pendiente' },
  fullAccess: { uid: 'fullDemoUid00000000000000007', email: 'fullaccess@demo.sitio.app', name: 'Socio Completo' },
} as const;

export type DemoKey = keyof typeof DEMO;
