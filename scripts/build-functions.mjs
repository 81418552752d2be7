// Bundles the public site's Cloud Function (src/public-site/server/cloud-function.ts) into
// .functions/: one ES module plus the package.json Cloud Functions installs from. firebase.json
// points its `functions` source there and runs this before every deploy.
//   node scripts/build-functions.mjs [--out DIR]
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { build } from 'vite';
import { ROOT } from './lib/stack-config.mjs';

/** Packages stay packages (Cloud Functions installs them); only the project's own code is bundled. */
const isPackage = (id) => !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id) && !id.startsWith('node:');
const BUILTIN = new Set(builtinModules);
const packageName = (id) => id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');

export async function buildFunctions(outDir = path.join(ROOT, '.functions')) {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: path.join(ROOT, 'src', 'public-site', 'server', 'cloud-function.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rollupOptions: {
        external: (id) => isPackage(id) || id.startsWith('node:'),
        output: { format: 'es', entryFileNames: 'index.js' },
      },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  // The packages the bundle imports, at the versions the project itself is tested with.
  const bundle = fs.readFileSync(path.join(outDir, 'index.js'), 'utf8');
  const imported = new Set([...bundle.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)].map((m) => m[1]).filter(isPackage).map(packageName));
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
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--out');
  const out = await buildFunctions(flag === -1 ? undefined : path.resolve(process.argv[flag + 1]));
  console.log(`Cloud Function bundled into ${path.relative(ROOT, out) || out}`);
}
