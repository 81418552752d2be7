// Bundles the Cloud Functions into .functions/: the server's production entry
// (src/server/cloud-functions.ts: the members' sites and every trigger), as one ES module plus the
// package.json Cloud Functions installs from and the .env of the app's settings. firebase.json points its `functions` source
// there and runs this before every deploy.
//   node scripts/build-functions.mjs [--out DIR]
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { build, loadEnv } from 'vite';
import { ROOT } from './lib/stack-config.mjs';

/** Packages stay packages (Cloud Functions installs them); only the project's own code is bundled. */
const isPackage = (id) => !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id) && !id.startsWith('node:');
const BUILTIN = new Set(builtinModules);
const packageName = (id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');

/** Every module whose exports are deployed functions. */
export const FUNCTION_MODULES = ['src/server/cloud-functions.ts'];

/** One entry re-exporting every function module, so one bundle deploys them all. */
function writeEntry() {
  const file = path.join(ROOT, '.tmp', 'functions-entry.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, FUNCTION_MODULES.map((module) => `export * from ${JSON.stringify(path.join(ROOT, module))};`).join('\n') + '\n');
  return file;
}

/**
 * The deployment's settings the server reads, as the web build reads them: VITE_* and SITIO_*
 * from the environment and the .env files of the production mode (.env, .env.local,
 * .env.production, .env.production.local). The emulators' and the local tools' own are left out.
 */
export function deployedSettings(env = process.env) {
  const local = /(_EMULATOR_|^VITE_USE_EMULATORS$|^VITE_PAYMENT_SIMULATOR_URL$|^SITIO_PORT_OFFSET$|^SITIO_CLI_|^SITIO_SLOW_MEMORY_MS$|^SITIO_PROJECT$)/;
  const merged = { ...loadEnv('production', ROOT, ['VITE_', 'SITIO_']), ...env };
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([name, value]) => /^(VITE|SITIO)_[A-Z0-9_]+$/.test(name) && !local.test(name) && typeof value === 'string' && value.trim() !== '' && !/[\r\n]/.test(value))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The functions' .env, which `firebase deploy` hands to every deployed function as its
 * environment: the server then runs on the same settings as the app (its domain suffix, its
 * privileged ids, its push keys).
 */
export function functionsEnvFile(settings) {
  const lines = Object.entries(settings).map(([name, value]) => `${name}=${/^[\w.,:@/+-]*$/.test(value) ? value : JSON.stringify(value)}`);
  return `# Written by scripts/build-functions.mjs from the app's settings; not edited by hand.\n${lines.join('\n')}\n`;
}

export async function buildFunctions(outDir = path.join(ROOT, '.functions'), env = process.env) {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const output = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: writeEntry(),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rollupOptions: {
        // The compiler's own helpers (decorators of the use-cases) are bundled: they are no dependency.
        external: (id) => (isPackage(id) && !id.startsWith('@oxc-project/runtime')) || id.startsWith('node:'),
        output: { format: 'es', entryFileNames: 'index.js' },
      },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  // The packages the bundle imports, at the versions the project itself is tested with: read from
  // the bundler's own list of each chunk's imports, never from the code's text, where a word such
  // as `from` inside the code would pass for an import.
  const chunks = [output].flat().flatMap((result) => ('output' in result ? result.output : [])).filter((item) => item.type === 'chunk');
  const imported = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]).filter(isPackage).map(packageName));
  const missing = [...imported].filter((name) => rootPackage.dependencies[name] === undefined && !BUILTIN.has(name));
  if (missing.length > 0) throw new Error(`The Cloud Function imports packages that are not dependencies: ${missing.join(', ')}`);
  const functionsPackage = {
    name: 'sitio-public-site',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: '20' },
    dependencies: Object.fromEntries([...imported].filter((name) => !BUILTIN.has(name)).sort().map((name) => [name, rootPackage.dependencies[name]])),
  };
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(functionsPackage, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, '.env'), functionsEnvFile(deployedSettings(env)));
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--out');
  const out = await buildFunctions(flag === -1 ? undefined : path.resolve(process.argv[flag + 1]));
  console.log(`Cloud Function bundled into ${path.relative(ROOT, out) || out}`);
}
