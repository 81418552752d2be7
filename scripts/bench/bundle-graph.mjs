// The JavaScript a page of the built app loads, read from Vite's build output.
//
// The chunk graph is parsed from the emitted files themselves (static `import … from`, bare
// `import "…"`, `export … from` and dynamic `import("…")`), so it is right whether or not the
// build writes a manifest. When `.vite/manifest.json` exists it is only used to find chunks by
// their source file; otherwise they are found by their file-name prefix, which Vite derives
// from the source file's name.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Level 6 is what most servers use on the fly; level 9 would flatter the figures.
export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
export const brotliSize = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;

// Strings that only the Firebase JavaScript SDK carries (service hosts, component names, the
// error class). Configuration such as `<project>.firebaseapp.com` inlined from the environment
// is not SDK code, so it is deliberately not a marker.
export const FIREBASE_MARKERS = [
  '@firebase/',
  'FirebaseError',
  'fire-core',
  'firebase-heartbeat',
  'firestore.googleapis.com',
  'google.firestore.v1',
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  'firebasestorage.googleapis.com',
  'firebaseinstallations.googleapis.com',
  'fcmregistrations.googleapis.com',
];
// Source paths in a chunk's source map that mean it bundles the SDK.
const FIREBASE_SOURCE = /node_modules\/(?:@firebase|firebase)\//;
// Firebase Cloud Messaging is loaded only when a member turns on notifications.
const MESSAGING_MARKERS = ['fcmregistrations.googleapis.com', 'firebase-messaging', 'messaging/'];
// SDK parts the adapters import on first use only: Storage with the first upload, Functions
// with the first checkout (src/adapters/firebase/file-storage.firebase.ts, billing.firebase.ts).
const ON_DEMAND_SOURCE = /node_modules\/@firebase\/(?:storage|functions)\//;
// The website studio's section rules (every section's reader and editor fields), which the site
// content adapter and the save use-case import on the first read or save of site content: only
// the studio and the form builder, both routes of their own (src/adapters/firebase/site-content.firebase.ts).
const STUDIO_RULES_SOURCE = /(?:^|\/)src\/core\/site\//;
// The studio's pictures: the batch of many, which its use case imports when a member first picks
// several (src/use-cases/upload-site-pictures.use-case.ts), and the pictures its undo history keeps
// from pruning, imported on the studio's first recorded edit (keep-undoable-pictures.use-case.ts).
const PICTURE_BATCH_SOURCE = /(?:^|\/)src\/core\/storage\/(?:picture-batch\.machine|kept-pictures)\.ts$/;
// The Users Portal's rules and the owner's adapter for it, fetched on first use
// (src/adapters/firebase/firebase.module.ts, lazy-port.ts): only Elite owners load them, after the
// first screen is drawn (the awaiting-approval badge) or on the Users and Groups pages.
// The admin page's use-cases, bound and built when an admin first opens the page
// (src/ui/app/composition/admin-page.composition.ts): a member's phone never asks for that chunk.
const ADMIN_PAGE_ENTRY = /(?:^|\/)src\/ui\/app\/composition\/admin-page\.composition\.ts$/;
const PORTAL_SOURCE = /(?:^|\/)src\/(?:core\/portal\/|adapters\/firebase\/site-customers\.firebase\.ts)/;
// The booking rules a use case imports when it first runs (the settings' checker and reader,
// src/use-cases/bookings/booking-settings.use-case.ts): only on the Bookings pages.
const BOOKINGS_SOURCE = /(?:^|\/)src\/core\/(?:bookings|site\/site-fields)/;
// Firestore's web SDK with the transport it bundles (and the build's stand-in for an engine it
// imports, src/adapters/firebase/re2js-unused.ts): the dashboard fetches it once its first screen
// is drawn (see dashboardFirstScreen).
const FIRESTORE_SDK_SOURCE = /node_modules\/(?:@firebase\/(?:firestore|webchannel-wrapper)|firebase\/firestore)\/|(?:^|\/)src\/adapters\/firebase\/re2js-unused\.ts$/;

/** The app's own HTML files (src/ui/prerender/prerendered-pages.ts): never a marketing page. */
const APP_HTML_FILES = ['app.html', '404.html'];

export class BundleGraph {
  constructor(distDir) {
    this.distDir = path.resolve(distDir);
    // The app's own HTML: app.html where the build writes the marketing pages as files of their
    // own (src/ui/prerender), index.html otherwise.
    const appFile = ['app.html', 'index.html'].map((file) => path.join(this.distDir, file)).find((file) => fs.existsSync(file));
    if (!appFile) {
      throw new Error(`${path.relative(process.cwd(), path.join(this.distDir, 'index.html')) || 'index.html'} not found: build the app first (npx vite build).`);
    }
    this.indexHtml = fs.readFileSync(appFile, 'utf8');
    const manifestFile = path.join(this.distDir, '.vite', 'manifest.json');
    this.manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
    this.chunks = new Map();
  }

  /** A chunk by its path relative to dist (e.g. `assets/index-abc.js`), parsed once. */
  chunk(file) {
    const key = path.posix.normalize(file.replace(/^\//, ''));
    let chunk = this.chunks.get(key);
    if (chunk) return chunk;
    const absolute = path.join(this.distDir, key);
    const code = fs.readFileSync(absolute);
    const text = code.toString('utf8');
    const resolve = (specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(key), specifier));
    const imports = new Set([...text.matchAll(STATIC_IMPORT)].map((match) => resolve(match[1])));
    const dynamicImports = new Set([...text.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(match[1])));
    for (const file of imports) dynamicImports.delete(file);
    let sources = [];
    if (fs.existsSync(`${absolute}.map`)) {
      try {
        sources = JSON.parse(fs.readFileSync(`${absolute}.map`, 'utf8')).sources ?? [];
      } catch {
        sources = [];
      }
    }
    const markers = FIREBASE_MARKERS.filter((marker) => text.includes(marker));
    const firebaseSources = sources.filter((source) => FIREBASE_SOURCE.test(source));
    chunk = {
      file: key,
      bytes: code.length,
      gzip: gzipSize(code),
      imports: [...imports],
      dynamicImports: [...dynamicImports],
      firebase: markers.length > 0 || firebaseSources.length > 0,
      firebaseEvidence: [...markers, ...firebaseSources.slice(0, 3)],
      messaging: MESSAGING_MARKERS.some((marker) => text.includes(marker)) || sources.some((source) => /\/messaging\//.test(source)),
      onDemand:
        sources.length > 0 &&
        ((sources.every((source) => ON_DEMAND_SOURCE.test(source) || !FIREBASE_SOURCE.test(source)) && sources.some((source) => ON_DEMAND_SOURCE.test(source))) ||
          sources.every((source) => STUDIO_RULES_SOURCE.test(source)) ||
          sources.every((source) => PICTURE_BATCH_SOURCE.test(source)) ||
          sources.every((source) => PORTAL_SOURCE.test(source)) ||
          sources.every((source) => BOOKINGS_SOURCE.test(source)) ||
          (sources.some((source) => ADMIN_PAGE_ENTRY.test(source)) && !sources.some((source) => FIREBASE_SOURCE.test(source)))),
      firestoreSdk: sources.length > 0 && sources.every((source) => FIRESTORE_SDK_SOURCE.test(source)),
    };
    this.chunks.set(key, chunk);
    return chunk;
  }

  /** The module scripts and modulepreloads of the app's HTML: what the app loads before any dynamic import. */
  entryFiles() {
    return this.htmlEntryFiles(this.indexHtml, 'the app\'s HTML');
  }

  /** The module scripts and modulepreloads of an HTML file: what it loads before any dynamic import. */
  htmlEntryFiles(html, name) {
    const files = [];
    for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) files.push(match[1]);
    for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) files.push(match[1]);
    const local = files.filter((file) => !/^https?:/.test(file)).map((file) => file.replace(/^\//, ''));
    if (local.length === 0) throw new Error(`${name} has no module script: is this a Vite build?`);
    return local;
  }

  /**
   * The marketing pages the build wrote as files, relative to dist: every HTML file but the app's
   * own, app.html and 404.html (the app's HTML again, for addresses that are no page).
   */
  prerenderedPages() {
    const pages = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(path.join(this.distDir, dir), { withFileTypes: true })) {
        const file = path.posix.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) walk(file);
        else if (entry.isFile() && entry.name.endsWith('.html') && !APP_HTML_FILES.includes(file)) pages.push(file);
      }
    };
    walk('');
    return pages.sort();
  }

  /** The chunk built from `source` (manifest) or named `<prefix>-<hash>.js`. */
  findChunk({ source, prefix }) {
    if (this.manifest) {
      const entry = this.manifest[source];
      if (entry?.file) return entry.file;
    }
    const assets = fs.readdirSync(path.join(this.distDir, 'assets'));
    // `<prefix>-<8-character hash>.js`: a prefix such as `dashboard-app` must not match
    // `dashboard-app-page-<hash>.js`.
    const found = assets.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js') && file.length === prefix.length + 1 + 8 + 3);
    return found ? `assets/${found}` : null;
  }

  /**
   * Every chunk reached from `roots` through static imports; dynamic imports are followed only
   * from chunks for which `followDynamic(chunk)` is true, and only to chunks `acceptDynamic` accepts.
   */
  closure(roots, { followDynamic = () => false, acceptDynamic = () => true } = {}) {
    const seen = new Map();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      const chunk = this.chunk(file);
      seen.set(file, chunk);
      queue.push(...chunk.imports);
      if (followDynamic(chunk)) {
        queue.push(...chunk.dynamicImports.filter((dynamic) => acceptDynamic(this.chunk(dynamic))));
      }
    }
    return [...seen.values()];
  }
}

/**
 * Chunks among `files` that import each other statically, directly or through others: each cycle
 * as the list of its files. A chunk group that takes modules from a chunk which also imports the
 * group makes such a cycle, and then the order the browser runs them in is no longer the order
 * the modules were written for (a binding read before the module that exports it has run).
 */
export function staticImportCycles(graph, files) {
  const chunks = graph.closure(files);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  // Tarjan's strongly connected components over the static imports.
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.chunk(file).imports) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const chunk of chunks) if (!index.has(chunk.file)) visit(chunk.file);
  return cycles;
}

export function summarize(chunks) {
  return {
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    files: chunks.map((chunk) => chunk.file),
    firebaseFiles: chunks.filter((chunk) => chunk.firebase).map((chunk) => ({ file: chunk.file, evidence: chunk.firebaseEvidence })),
  };
}

/**
 * What a marketing page loads before any dynamic import: the largest of every page the build
 * wrote as a file (both languages), or the app's first load where pages are not written apart.
 */
export function marketingFirstLoad(graph) {
  const pages = graph.indexHtml.includes('data-prerendered') ? [] : graph.prerenderedPages();
  if (pages.length === 0) return { ...summarize(graph.closure(graph.entryFiles())), page: 'index.html', pages: 1 };
  const loads = pages.map((page) => {
    const html = fs.readFileSync(path.join(graph.distDir, page), 'utf8');
    return { ...summarize(graph.closure(graph.htmlEntryFiles(html, page))), page };
  });
  const largest = loads.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  return { ...largest, pages: loads.length };
}

/**
 * What a signed-in member's first dashboard screen loads: the first load, the dashboard route's
 * lazy chunk, and the Firebase composition root with the SDK modules it imports when it
 * connects. Cloud Messaging (loaded when notifications are turned on), Storage and Functions
 * (first upload, first checkout), the Firestore SDK with the adapters on it (fetched once the
 * first screen is drawn, see below) and on-demand helpers of the dashboard (e.g. picture
 * compression) are not part of the first screen.
 */
export function dashboardFirstScreen(graph) {
  const dashboard = graph.findChunk({ source: 'src/ui/features/dashboard/dashboard-app.tsx', prefix: 'dashboard-app' });
  const backend = graph.findChunk({ source: 'src/ui/app/composition/firebase.composition.ts', prefix: 'firebase.composition' });
  const missing = [!dashboard && 'dashboard-app', !backend && 'firebase.composition'].filter(Boolean);
  if (missing.length > 0) return { error: `chunk(s) not found in the build: ${missing.join(', ')}` };
  // The composition chunk imports the first-load chunk (shared code): the routes that chunk
  // loads on demand are not part of the dashboard, so only the backend's own chunks count.
  const firstLoad = new Set(graph.closure(graph.entryFiles()).map((chunk) => chunk.file));
  const backendClosure = new Set(graph.closure([backend]).map((chunk) => chunk.file).filter((file) => !firstLoad.has(file)));
  // The Firestore adapters and the Firestore SDK: the first screen reads what it shows (the
  // member's record, plan and unread count) once over Firestore's REST API, and the ports fetch
  // these only after those reads have answered, for live updates and writes
  // (src/adapters/firebase/firebase.module.ts, lazy-port.ts). Only the dynamic imports into these
  // two are not followed: what they import that the first screen also imports still counts.
  const firestoreAdapters = graph.findChunk({ source: 'src/adapters/firebase/firestore-adapters.ts', prefix: 'firestore-adapters' });
  const afterFirstScreen = (chunk) => chunk.file === firestoreAdapters || chunk.firestoreSdk;
  const chunks = graph.closure([...graph.entryFiles(), dashboard, backend], {
    followDynamic: (chunk) => backendClosure.has(chunk.file),
    acceptDynamic: (chunk) => !chunk.messaging && !chunk.onDemand && !afterFirstScreen(chunk),
  });
  return summarize(chunks);
}

/** Gzipped size of the JavaScript a server-rendered HTML page carries inline and by `src`. */
export function htmlPageJavaScript(html, { fetchScript } = {}) {
  const inline = [];
  const external = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON-LD and other data blocks are not JavaScript.
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) external.push(src);
    else if (match[2].trim()) inline.push(match[2]);
  }
  const inlineGzip = inline.length > 0 ? gzipSize(Buffer.from(inline.join('\n'))) : 0;
  const externalGzip = fetchScript ? external.reduce((sum, src) => sum + gzipSize(fetchScript(src)), 0) : 0;
  return { gzip: inlineGzip + externalGzip, inlineScripts: inline.length, externalScripts: external, countedExternal: Boolean(fetchScript) || external.length === 0 };
}
