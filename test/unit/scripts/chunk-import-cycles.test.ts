import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types.
import { BundleGraph, staticImportCycles } from '../../../scripts/bench/bundle-graph.mjs';

const dirs: string[] = [];

/** A build folder: app.html loading `entry`, and each chunk's static imports. */
function build(chunks: Record<string, readonly string[]>, entry: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-chunks-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'app.html'), `<html><head><script type="module" src="/assets/${entry}"></script></head></html>`);
  for (const [file, imports] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dir, 'assets', file), `${imports.map((name, i) => `import{a as x${i}}from"./${name}";`).join('')}export{};`);
  }
  return dir;
}

const files = (chunks: Record<string, readonly string[]>) => Object.keys(chunks).map((file) => `assets/${file}`);

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('chunks importing each other', () => {
  it('finds none where the imports only go one way', () => {
    const chunks = { 'index-a.js': ['group-b.js', 'runtime-c.js'], 'group-b.js': ['runtime-c.js'], 'runtime-c.js': [] };
    expect(staticImportCycles(new BundleGraph(build(chunks, 'index-a.js')), files(chunks))).toEqual([]);
  });

  it('names the chunks of a cycle, however long, and each cycle once', () => {
    const chunks = {
      'index-a.js': ['group-b.js'],
      'group-b.js': ['core-c.js'],
      'core-c.js': ['index-a.js'],
      'lazy-d.js': ['lazy-e.js'],
      'lazy-e.js': ['lazy-d.js'],
      'alone-f.js': ['core-c.js'],
    };
    const cycles = staticImportCycles(new BundleGraph(build(chunks, 'index-a.js')), files(chunks));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['assets/core-c.js', 'assets/group-b.js', 'assets/index-a.js']);
    expect(cycles).toContainEqual(['assets/lazy-d.js', 'assets/lazy-e.js']);
  });
});
