#!/usr/bin/env node
// The Nu Html Checker (the W3C validator, from the vnu-jar package) over every HTML file of the
// build: the prerendered marketing pages, the app's shell and 404.html. One JVM checks them all,
// in a few seconds. Errors fail; warnings are listed only.
//
// Usage: node scripts/check-html.mjs [--dist DIR]
// Exit code: 0 when no page has an error, 1 when one has, 2 when the build or java is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** The HTML files under `dir`, sorted, relative paths left out of the copied assets' folders. */
export function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(dir, file));
}

/** Runs the checker once over `files`; returns its errors and warnings as printable lines. */
export function checkHtml(files) {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error || run.status !== 0) throw new Error(`the HTML checker did not run: ${run.error?.message ?? run.stderr}`);
  const { messages } = JSON.parse(run.stdout);
  const line = (m) => `${path.relative(process.cwd(), fileURLToPath(m.url ?? 'file:///'))}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ')}]` : ''}`;
  return {
    errors: messages.filter((m) => m.type !== 'info').map(line),
    warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(line),
  };
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dist');
  const dist = path.resolve(at >= 0 ? args[at + 1] : path.join(ROOT, 'dist'));
  if (!fs.existsSync(dist)) {
    console.error(`No build at ${dist}: run \`npx vite build\` first.`);
    process.exit(2);
  }
  if (spawnSync('java', ['-version']).status !== 0) {
    console.error('java is not installed: the HTML checker needs it.');
    process.exit(2);
  }
  const files = htmlFiles(dist);
  const { errors, warnings } = checkHtml(files);
  for (const warning of warnings) console.log(`warning  ${warning}`);
  for (const error of errors) console.log(`ERROR    ${error}`);
  console.log(`${files.length} pages checked: ${errors.length} errors, ${warnings.length} warnings.`);
  process.exit(errors.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
