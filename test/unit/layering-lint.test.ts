import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of docs/architecture.md is enforced by eslint.config.js. These cases feed the
// real configuration with imports that break a layer, so a weakened rule fails here.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('layering lint', { timeout: 60_000 }, () => {
  it('refuses an adapter import from the core', async () => {
    const ids = await ruleIdsFor('src/core/plans/probe.ts', "import { x } from '../../adapters/memory/memory-database';\nexport const y = x;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses a third-party import from the core, but allows xstate', async () => {
    expect(await ruleIdsFor('src/core/plans/probe.ts', "import React from 'react';\nexport const y = React;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/core/plans/probe.ts', "import { setup } from 'xstate';\nexport const y = setup;\n")).toEqual([]);
  });

  it("lets the core take schema.org's types from schema-dts, and nothing else of it", async () => {
    expect(await ruleIdsFor('src/core/site/probe.ts', "import type { Thing } from 'schema-dts';\nexport type Y = Thing;\n")).toEqual([]);
    expect(await ruleIdsFor('src/core/site/probe.ts', "import { Thing } from 'schema-dts';\nexport type Y = Thing;\n")).toContain('no-restricted-imports');
  });

  it('refuses ports importing use-cases or adapters', async () => {
    expect(await ruleIdsFor('src/ports/probe.port.ts', "import { x } from '../use-cases/sign-up.use-case';\nexport const y = x;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ports/probe.port.ts', "import { x } from '../adapters/memory/memory-database';\nexport const y = x;\n")).toContain('no-restricted-imports');
  });

  it('refuses use-cases importing adapters', async () => {
    const ids = await ruleIdsFor('src/use-cases/probe.use-case.ts', "import { x } from '../adapters/memory/memory-database';\nexport const y = x;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('lets the UI reach adapters only from its composition root', async () => {
    const code = "import { browserModule } from '../../../adapters/browser/browser.module';\nexport const y = browserModule;\n";
    expect(await ruleIdsFor('src/ui/features/probe/probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ui/app/composition/probe.ts', code)).not.toContain('no-restricted-imports');
  });

  it('keeps Firebase out of UI components', async () => {
    const ids = await ruleIdsFor('src/ui/features/probe/probe.tsx', "import { getAuth } from 'firebase/auth';\nexport const y = getAuth;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('lets the CLI reach adapters only from its composition root', async () => {
    const code = "import { x } from '../../adapters/node/probe';\nexport const y = x;\n";
    expect(await ruleIdsFor('src/cli/commands/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('keeps the public-site renderer on the core alone, and the server off adapters and firebase-admin but for its composition root', async () => {
    const adapter = "import { x } from '../../adapters/node/public-sites.admin';\nexport const y = x;\n";
    const nested = "import { x } from '../../../adapters/node/public-sites.admin';\nexport const y = x;\n";
    const admin = "import { getFirestore } from 'firebase-admin/firestore';\nexport const y = getFirestore;\n";
    expect(await ruleIdsFor('src/public-site/render/probe.ts', "import type { X } from '../../ports/public-sites.port';\nexport type Y = X;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/http/routes/probe.route.ts', nested)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/triggers/probe.ts', adapter)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/triggers/probe.ts', admin)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/http/probe.ts', "import { getAuth } from 'firebase/auth';\nexport const y = getAuth;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/server-composition.ts', "import { x } from '../adapters/node/public-sites.admin';\nexport const y = x;\n")).not.toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/server/server-composition.ts', admin)).not.toContain('no-restricted-imports');
  });

  it('keeps the server a driver of its own: no layer and no other driver reaches it, and it reaches neither the UI nor the CLI', async () => {
    const server = "import { x } from '../../server/server-composition';\nexport const y = x;\n";
    for (const probe of ['src/core/site/probe.ts', 'src/use-cases/site/probe.ts', 'src/adapters/node/probe.ts', 'src/ui/components/probe.ts', 'src/cli/commands/probe.ts', 'src/public-site/render/probe.ts']) {
      expect(await ruleIdsFor(probe, server)).toContain('import-x/no-restricted-paths');
    }
    expect(await ruleIdsFor('src/server/http/probe.ts', "import { x } from '../../ui/services/use-format';\nexport const y = x;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/server/http/probe.ts', "import { x } from '../../cli/program';\nexport const y = x;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/server/http/probe.ts', "import { x } from '../../public-site/render/render-public-site';\nexport const y = x;\n")).toEqual([]);
  });

  it('keeps each UI feature apart from the others and from the app that composes them', async () => {
    const otherFeature = "import { StudioOverviewPage } from '../studio/studio-overview-page';\nexport const y = StudioOverviewPage;\n";
    const ownFeature = "import { SiteQrCode } from './site-qr-code';\nexport const y = SiteQrCode;\n";
    const app = "import { DashboardApp } from '../../app/dashboard/dashboard-app';\nexport const y = DashboardApp;\n";
    const shared = "import { useShell } from '../../services/services-context';\nimport { TextField } from '../../components/form-field';\nexport const y = [useShell, TextField];\n";
    expect(await ruleIdsFor('src/ui/features/my-web/probe.tsx', otherFeature)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/ui/features/my-web/probe.tsx', app)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/ui/features/my-web/probe.tsx', ownFeature)).toEqual([]);
    expect(await ruleIdsFor('src/ui/features/my-web/probe.tsx', shared)).toEqual([]);
  });

  it('keeps the shared UI (services, components) off the app and the features', async () => {
    const app = "import type { BackendServices } from '../app/composition/backend-ports';\nexport type Y = BackendServices;\n";
    const feature = "import { StudioOverviewPage } from '../features/studio/studio-overview-page';\nexport const y = StudioOverviewPage;\n";
    const shared = "import { useShell } from '../services/services-context';\nexport const y = useShell;\n";
    for (const probe of ['src/ui/services/probe.ts', 'src/ui/components/probe.tsx']) {
      expect(await ruleIdsFor(probe, app), probe).toContain('import-x/no-restricted-paths');
      expect(await ruleIdsFor(probe, feature), probe).toContain('import-x/no-restricted-paths');
      expect(await ruleIdsFor(probe, shared), probe).toEqual([]);
    }
  });

  it('keeps features and shared components to the core\'s types, never a port\'s', async () => {
    const portType = (up: string) => `import type { ClockPort } from '${up}ports/clock.port';\nexport type Y = ClockPort;\n`;
    const coreType = (up: string) => `import type { Clock } from '${up}core/time/time';\nexport type Y = Clock;\n`;
    expect(await ruleIdsFor('src/ui/features/studio/probe.ts', portType('../../../'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/ui/components/probe.ts', portType('../../'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/ui/features/studio/probe.ts', coreType('../../../'))).toEqual([]);
    expect(await ruleIdsFor('src/ui/components/probe.ts', coreType('../../'))).toEqual([]);
  });

  it('keeps the ports, and what hands them out, with the composition roots and test support', async () => {
    const composed = (up: string) => `import type { ComposedBackend } from '${up}services/app-services';\nexport type Y = ComposedBackend;\n`;
    const portsBag = "import type { BackendPorts } from './app-services';\nexport type Y = BackendPorts;\n";
    const screens = "import type { BackendServices } from '../../services/app-services';\nexport type Y = BackendServices;\n";
    const container = "import { Container } from 'inversify';\nexport const y = Container;\n";
    const resolver = "import { resolve } from '../composition/resolve';\nexport const y = resolve;\n";
    for (const probe of ['src/ui/features/studio/probe.ts', 'src/ui/components/probe/probe.tsx']) {
      expect(await ruleIdsFor(probe, composed('../../')), probe).toContain('no-restricted-imports');
    }
    expect(await ruleIdsFor('src/ui/app/dashboard/probe.tsx', composed('../../'))).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ui/services/probe.ts', portsBag)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ui/app/dashboard/probe.ts', container)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/ui/app/dashboard/probe.ts', resolver)).toContain('no-restricted-imports');
    // Screens take the services without ports; the roots and the test support hold the rest.
    expect(await ruleIdsFor('src/ui/features/studio/probe.ts', screens)).toEqual([]);
    expect(await ruleIdsFor('src/ui/app/composition/probe.ts', composed('../../'))).toEqual([]);
    expect(await ruleIdsFor('src/ui/testing/probe.ts', composed('../'))).toEqual([]);
    expect(await ruleIdsFor('src/ui/features/studio/probe.test.ts', composed('../../'))).toEqual([]);
    // The restated Firebase wall still holds where the ports' wall applies.
    expect(await ruleIdsFor('src/ui/app/dashboard/probe.ts', "import { getAuth } from 'firebase/auth';\nexport const y = getAuth;\n")).toContain('no-restricted-imports');
  });

  it('lets only the UI and the server import the public-site renderer', async () => {
    const render = "import { x } from '../../public-site/render/render-public-site';\nexport const y = x;\n";
    expect(await ruleIdsFor('src/use-cases/admin/probe.ts', render)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/cli/commands/probe.ts', render)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/adapters/node/probe.ts', render)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('src/ui/components/probe.ts', render)).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses file names that are not kebab-case', async () => {
    expect(await ruleIdsFor('src/core/plans/BadName.ts', 'export const y = 1;\n')).toContain('check-file/filename-naming-convention');
  });

  it('refuses dates, numbers and prices formatted without the interface language', async () => {
    const probe = 'src/ui/features/probe/probe.ts';
    for (const code of [
      'export const y = new Date(0).toLocaleString();\n',
      'export const y = new Date(0).toLocaleDateString();\n',
      'export const y = new Date(0).toLocaleTimeString(undefined, { hour: "numeric" });\n',
      'export const y = (1234).toLocaleString();\n',
      'export const y = new Intl.NumberFormat().format(1);\n',
      'export const y = new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(0);\n',
      'export const y = Intl.NumberFormat().format(1);\n',
    ]) {
      expect(await ruleIdsFor(probe, code), code).toContain('no-restricted-syntax');
    }
    for (const code of [
      "export const y = new Date(0).toLocaleDateString('es');\n",
      "export const y = (1234).toLocaleString(locale);\nconst locale = 'en';\n",
      "export const y = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1);\n",
    ]) {
      expect(await ruleIdsFor(probe, code), code).not.toContain('no-restricted-syntax');
    }
  });
});
