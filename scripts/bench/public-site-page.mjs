// A member's public page rendered by the product's own renderer (src/public-site/render) from
// its demo site model (src/public-site/demo), without a server: what the bundle budget of the
// public site is measured on. Resolves to `{ html, source }`, or `{ reason }` saying what is
// missing, so callers can report an honest "not available" instead of guessing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RENDER_DIR = path.join(ROOT, 'src', 'public-site', 'render');
const DEMO_DIR = path.join(ROOT, 'src', 'public-site', 'demo');
// Exported names a page renderer goes by; the not-found page is not a site page.
const RENDERER_NAME = /^render(Public)?(Site|Member|Page|Home)/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.(test|spec)\./.test(file))
    .map((file) => path.join(dir, file));
}

async function load(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(file).href, import.meta.url);
}

async function findExport(dir, accept) {
  for (const file of sourceFiles(dir)) {
    let module;
    try {
      module = await load(file);
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(module)) {
      if (accept(name, value)) return { name, value, file: path.relative(ROOT, file) };
    }
  }
  return null;
}

const SPEED_SCRIPT_PATH = '/s/_speed.js';
const SPEED_GENERATED = path.join(ROOT, 'src', 'public-site', 'speed', 'speed-beacon.generated.ts');

/**
 * The bytes of a script a public page loads: the speed beacon is served by the site server
 * (src/public-site/speed), anything else from the built app in `distDir`.
 */
export function publicScriptBytes(distDir, src) {
  const pathname = new URL(src, 'http://site.invalid/').pathname;
  if (pathname === SPEED_SCRIPT_PATH) {
    const text = fs.readFileSync(SPEED_GENERATED, 'utf8');
    return Buffer.from(JSON.parse(text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';'))));
  }
  const file = path.join(distDir, pathname);
  if (!fs.existsSync(file)) throw new Error(`script ${src} of the public page is not in ${distDir}`);
  return fs.readFileSync(file);
}

/**
 * `{ counting }` false asks the renderer to leave the visit counter and the speed beacon out
 * (the page as a visitor sees it with nothing measured).
 */
export async function renderDemoPublicPage({ counting = true } = {}) {
  if (!fs.existsSync(RENDER_DIR)) return { reason: 'no public-site renderer (src/public-site/render) in this tree' };
  const renderer = await findExport(RENDER_DIR, (name, value) => typeof value === 'function' && RENDERER_NAME.test(name) && !/NotFound/i.test(name));
  if (!renderer) return { reason: 'src/public-site/render exports no site page renderer yet' };
  const demoFile = path.join(DEMO_DIR, 'demo-site.ts');
  if (!fs.existsSync(demoFile)) return { reason: 'no demo site (src/public-site/demo/demo-site.ts) to render' };
  try {
    const demo = await load(demoFile);
    const { publicSiteModel } = await load(path.join(ROOT, 'src', 'core', 'site', 'public-site-model.ts'));
    const { normalizeSiteContent } = await load(path.join(ROOT, 'src', 'core', 'site', 'site-content.ts'));
    // The demo is an Elite site with every section filled: the heaviest page a member can publish.
    const model = publicSiteModel(demo.DEMO_MEMBER, normalizeSiteContent(demo.DEMO_SITE_DOCUMENTS), 'Elite');
    const speed = { src: SPEED_SCRIPT_PATH, endpoint: '/s/_speed', route: '/s/:site', rate: 1 };
    const output = await renderer.value(model, { basePath: '', countViews: counting, ...(counting ? { speed } : {}) });
    const html = typeof output === 'string' ? output : output?.html;
    if (typeof html !== 'string') return { reason: `${renderer.name} did not return HTML` };
    return { html, source: `${renderer.name} of the Elite demo site`, name: model.publicName };
  } catch (error) {
    return { reason: `the demo site could not be rendered: ${error.message}` };
  }
}
