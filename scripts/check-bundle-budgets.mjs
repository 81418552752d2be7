#!/usr/bin/env node
// Bundle budgets of docs/quality.md, checked from the build output in a few seconds, so CI fails
// when a page grows past its budget:
//   - marketing first load (what `/` loads before any dynamic import): ≤ 90 kB gzipped, no
//     Firebase code;
//   - the first dashboard screen (first load + dashboard chunk + Firebase composition and the
//     SDK it connects with): ≤ 250 kB gzipped, Firebase included;
//   - a member's public website: ≤ 15 kB of JavaScript gzipped, measured on a page rendered by
//     the public-site renderer (or on an HTML file given with --public-html).
//
// Usage: node scripts/check-bundle-budgets.mjs [--dist DIR] [--public-html FILE] [--json]
// Exit code: 0 when every measured budget holds (or, for a budget not met yet, its ratchet ceiling in
// scripts/bundle-ceilings.json), 1 when one is exceeded, 2 when the build is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BundleGraph, dashboardFirstScreen, htmlPageJavaScript, marketingFirstLoad, staticImportCycles } from './bench/bundle-graph.mjs';
import { publicScriptBytes, renderDemoPublicPage } from './bench/public-site-page.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;

export const BUDGETS = {
  marketingKb: 90,
  dashboardKb: 250,
  publicSiteJsKb: 15,
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Ceilings for budgets not met yet (scripts/bundle-ceilings.json): such a bundle is reported as
 * over its target, and fails only when it grows past the ceiling, so it can shrink but not grow.
 */
export function readCeilings(file = path.join(ROOT, 'scripts', 'bundle-ceilings.json')) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** pass within the budget; over-target above it but within a ratchet ceiling; fail otherwise. */
export function budgetStatus(bytes, budgetKb, ceilingKb) {
  if (bytes <= budgetKb * KB) return 'pass';
  return ceilingKb !== undefined && bytes <= ceilingKb * KB ? 'over-target' : 'fail';
}

/**
 * Measures every budget. `publicHtml` is the HTML of a rendered public page, when the caller
 * has one; otherwise the renderer is asked for one. Rows have `status` pass, fail or n/a.
 */
export async function checkBudgets({ distDir = path.join(ROOT, 'dist'), publicHtml, ceilings = readCeilings() } = {}) {
  const graph = new BundleGraph(distDir);
  const rows = [];

  const marketing = marketingFirstLoad(graph);
  const firebaseFree = marketing.firebaseFiles.length === 0;
  rows.push({
    id: 'marketing-first-load-js',
    what: 'Marketing first-load JS (gzip)',
    measured: marketing.gzip,
    display: kb(marketing.gzip),
    budget: `≤ ${BUDGETS.marketingKb} kB${ceilings.marketingKb ? ` (ceiling ${ceilings.marketingKb} kB)` : ''}`,
    status: budgetStatus(marketing.gzip, BUDGETS.marketingKb, ceilings.marketingKb),
    detail: `largest of ${marketing.pages} page(s), ${marketing.page}: ${marketing.files.length} file(s): ${marketing.files.map((file) => path.basename(file)).join(', ')}`,
  });
  rows.push({
    id: 'marketing-no-firebase',
    what: 'Marketing first load has no Firebase code',
    measured: marketing.firebaseFiles.length,
    display: firebaseFree ? 'none found' : `${marketing.firebaseFiles.length} file(s)`,
    budget: 'none',
    status: firebaseFree ? 'pass' : 'fail',
    detail: firebaseFree ? '' : marketing.firebaseFiles.map((entry) => `${path.basename(entry.file)} (${entry.evidence.join(', ')})`).join('; '),
  });

  const dashboard = dashboardFirstScreen(graph);
  if (dashboard.error) {
    rows.push({ id: 'dashboard-first-screen-js', what: 'Dashboard first screen JS (gzip)', measured: null, display: 'not available', budget: `≤ ${BUDGETS.dashboardKb} kB`, status: 'n/a', detail: dashboard.error });
  } else {
    rows.push({
      id: 'dashboard-first-screen-js',
      what: 'Dashboard first screen JS (gzip)',
      measured: dashboard.gzip,
      display: kb(dashboard.gzip),
      budget: `≤ ${BUDGETS.dashboardKb} kB${ceilings.dashboardKb ? ` (ceiling ${ceilings.dashboardKb} kB)` : ''}`,
      status: budgetStatus(dashboard.gzip, BUDGETS.dashboardKb, ceilings.dashboardKb),
      detail: `${dashboard.files.length} file(s), ${dashboard.firebaseFiles.length} with Firebase code`,
    });
  }

  // Chunk groups (vite.config.ts) move modules between chunks; none may leave two chunks importing each other.
  const cycles = staticImportCycles(graph, fs.readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`));
  rows.push({
    id: 'chunk-import-cycles',
    what: 'Chunks importing each other',
    measured: cycles.length,
    display: cycles.length === 0 ? 'none found' : `${cycles.length} cycle(s)`,
    budget: 'none',
    status: cycles.length === 0 ? 'pass' : 'fail',
    detail: cycles.map((cycle) => cycle.map((file) => path.basename(file)).join(' ⇄ ')).join('; '),
  });

  let page = publicHtml ? { html: publicHtml, source: 'given page' } : null;
  if (!page) page = await renderDemoPublicPage();
  if (!page?.html) {
    rows.push({ id: 'public-site-js', what: 'Public site JS (gzip)', measured: null, display: 'not available', budget: `≤ ${BUDGETS.publicSiteJsKb} kB`, status: 'n/a', detail: page?.reason ?? 'no rendered public page' });
  } else {
    const js = htmlPageJavaScript(page.html, { fetchScript: (src) => publicScriptBytes(distDir, src) });
    rows.push({
      id: 'public-site-js',
      what: 'Public site JS (gzip)',
      measured: js.gzip,
      display: kb(js.gzip),
      budget: `≤ ${BUDGETS.publicSiteJsKb} kB`,
      status: js.gzip <= BUDGETS.publicSiteJsKb * KB ? 'pass' : 'fail',
      detail: `${js.inlineScripts} inline script(s), ${js.externalScripts.length} external (${page.source})`,
    });
  }
  return { rows, marketing, dashboard };
}

export function printTable(rows, out = console.log) {
  const header = ['budget', 'measured', 'limit', 'result'];
  const lines = rows.map((row) => [row.what, row.display, row.budget, row.status.toUpperCase()]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  out(format(header));
  out(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const [index, line] of lines.entries()) {
    out(format(line));
    if (rows[index].detail && rows[index].status !== 'pass') out(`    ${rows[index].detail}`);
  }
}

function parseArgs(argv) {
  const options = { distDir: path.join(ROOT, 'dist'), publicHtmlFile: null, json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dist') options.distDir = path.resolve(argv[++i]);
    else if (arg === '--public-html') options.publicHtmlFile = path.resolve(argv[++i]);
    else if (arg === '--json') options.json = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    console.log('Usage: node scripts/check-bundle-budgets.mjs [--dist DIR] [--public-html FILE] [--json]');
    return;
  }
  let result;
  try {
    const publicHtml = options.publicHtmlFile ? fs.readFileSync(options.publicHtmlFile, 'utf8') : undefined;
    result = await checkBudgets({ distDir: options.distDir, publicHtml });
  } catch (error) {
    console.error(`Bundle budgets: ${error.message}`);
    process.exit(2);
  }
  const { rows } = result;
  if (options.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(`Bundle budgets (${path.relative(ROOT, options.distDir) || options.distDir}, gzip level 6):`);
    printTable(rows);
  }
  // With --json, stdout carries the JSON only.
  const say = options.json ? console.error : console.log;
  const failed = rows.filter((row) => row.status === 'fail');
  const overTarget = rows.filter((row) => row.status === 'over-target');
  if (overTarget.length > 0) say(`${overTarget.length} budget(s) NOT MET, held at their ratchet ceilings (scripts/bundle-ceilings.json): ${overTarget.map((row) => row.what).join('; ')}.`);
  const unavailable = rows.filter((row) => row.status === 'n/a');
  if (unavailable.length > 0) say(`${unavailable.length} budget(s) not measured: ${unavailable.map((row) => row.what).join('; ')}.`);
  if (failed.length > 0) {
    console.error(`${failed.length} budget(s) exceeded.`);
    process.exit(1);
  }
  say(overTarget.length > 0 ? 'No bundle grew past its budget or ceiling.' : 'Every measured budget holds.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
