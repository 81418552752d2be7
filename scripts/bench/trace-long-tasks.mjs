// `node scripts/bench/trace-long-tasks.mjs <trace.json> [dist=.tmp/bench-dist] [ms=50] [shown=30]`:
// reads a Chrome trace written by a bench row (BENCH_PICTURE_TRACE) and prints the page's
// main-thread tasks over `ms`, grouped by what posted them and what ran in them (React's work on
// the list or the picture panel, garbage collection, layout, the Storage SDK…), then the longest
// ones with the sampled JavaScript inside, named through the build's source maps.
import fs from 'node:fs';
import path from 'node:path';
// Source maps are read with the build tools' own mapping library when it is there (it comes with
// Vite, not as a dependency of the app's); without it, functions keep their built names.
const mapping = await import('@jridgewell/trace-mapping').catch(() => null);
const [file, dist = '.tmp/bench-dist', thr = '50', detailN = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-long-tasks.mjs <trace.json> [dist] [ms] [shown]');
const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;
const threads = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
const mainKey = [...threads].find(([, n]) => n === 'CrRendererMain')[0];
const onMain = (e) => `${e.pid}:${e.tid}` === mainKey;
// --- maps
const maps = new Map();
function mapFor(url) {
  const base = (url || '').split('/').pop();
  if (!base.endsWith('.js')) return null;
  if (maps.has(base)) return maps.get(base);
  let m = null;
  const p = path.join(dist, 'assets', base + '.map');
  if (mapping !== null && fs.existsSync(p)) m = new mapping.TraceMap(fs.readFileSync(p, 'utf8'));
  maps.set(base, m);
  return m;
}
const frameNameCache = new Map();
function frameName(cf) {
  const key = `${cf.url}:${cf.lineNumber}:${cf.columnNumber}:${cf.functionName}`;
  if (frameNameCache.has(key)) return frameNameCache.get(key);
  let name = cf.functionName || '(anon)';
  const m = mapFor(cf.url);
  if (m && cf.lineNumber >= 0) {
    const o = mapping.originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
    if (o.source) name = `${o.name || cf.functionName || '(anon)'} ${o.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${o.line}`;
  } else if (cf.url) name += ` ${cf.url.split('/').pop()}`;
  frameNameCache.set(key, name);
  return name;
}
// --- profile
const nodes = new Map(); // id -> {cf, parent}
const samples = []; // {ts, node}
const profiles = new Map();
const scriptUrls = new Map();
for (const e of events) {
  const d = e.args?.data;
  // Script 0 is V8's own (program, idle, garbage collector): it has no file.
  if (d && d.scriptId !== undefined && String(d.scriptId) !== '0' && d.url) scriptUrls.set(String(d.scriptId), d.url);
  if (d && Array.isArray(d.stackTrace)) for (const f of d.stackTrace) if (f.scriptId !== undefined && f.url) scriptUrls.set(String(f.scriptId), f.url);
}
for (const e of events) {
  if (!onMain(e)) continue;
  if (e.name === 'Profile') profiles.set(e.id, { t: e.args.data.startTime });
}
for (const e of events) {
  if (e.name !== 'ProfileChunk') continue;
  const prof = profiles.get(e.id);
  if (!prof) continue;
  const cp = e.args.data.cpuProfile || {};
  for (const n of cp.nodes || []) {
    const cf = { ...n.callFrame };
    if (!cf.url && cf.scriptId !== undefined && String(cf.scriptId) !== '0') cf.url = scriptUrls.get(String(cf.scriptId)) ?? `script${cf.scriptId}`;
    nodes.set(`${e.id}:${n.id}`, { cf, parent: n.parent !== undefined ? `${e.id}:${n.parent}` : null });
  }
  const deltas = e.args.data.timeDeltas || [];
  (cp.samples || []).forEach((s, i) => { prof.t += deltas[i] ?? 0; samples.push({ ts: prof.t, node: `${e.id}:${s}` }); });
}
samples.sort((a, b) => a.ts - b.ts);
console.log(`samples: ${samples.length}, nodes: ${nodes.size}`);
function stackOf(id) { const out = []; let n = nodes.get(id); while (n) { out.push(n.cf); n = n.parent ? nodes.get(n.parent) : null; } return out; }
// --- tasks
const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.dur >= Number(thr) * 1000).sort((a, b) => a.ts - b.ts);
const allTasks = events.filter((e) => onMain(e) && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'));
console.log(`tasks: ${allTasks.length}, over ${thr} ms: ${tasks.length}`);
const t0 = allTasks.length ? Math.min(...allTasks.map((e) => e.ts)) : 0;
const timeline = events.filter((e) => onMain(e) && e.ph === 'X' && !/RunTask/.test(e.name)).sort((a, b) => a.ts - b.ts);
const INTERESTING = /^(FunctionCall|TimerFire|EventDispatch|XHRReadyStateChange|XHRLoad|FireAnimationFrame|HandlePostMessage|MajorGC|MinorGC|Layout|UpdateLayoutTree|Paint|ParseHTML|v8.evaluateModule|RunMicrotasks)$/;
const overall = new Map();
const bump = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
const details = [];
let si = 0, ti = 0;
for (const t of tasks) {
  const end = t.ts + t.dur;
  while (si < samples.length && samples[si].ts < t.ts) si++;
  const self = new Map(), incl = new Map();
  let n = 0;
  for (let i = si; i < samples.length && samples[i].ts <= end; i++) {
    n++;
    const st = stackOf(samples[i].node);
    const leaf = st[0] ? frameName(st[0]) : '?';
    bump(self, leaf, 1);
    const seen = new Set();
    for (const cf of st) { const nm = frameName(cf); if (!seen.has(nm)) { seen.add(nm); bump(incl, nm, 1); } }
  }
  while (ti < timeline.length && timeline[ti].ts < t.ts) ti++;
  const kinds = new Map();
  for (let i = ti; i < timeline.length && timeline[i].ts <= end; i++) if (INTERESTING.test(timeline[i].name)) bump(kinds, timeline[i].name, timeline[i].dur / 1000);
  const cat = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
  // classify by a few inclusive markers
  const inclNames = [...incl.keys()];
  const has = (re) => inclNames.some((x) => re.test(x));
  let cls = 'other';
  if ((kinds.get('MajorGC') ?? 0) > t.dur / 2000) cls = 'major GC';
  else if (has(/react-dom/)) cls = 'react render/commit';
  else if (has(/@firebase\/storage|firebase\/storage/)) cls = 'storage sdk';
  else if (has(/@firebase\/firestore/)) cls = 'firestore sdk';
  else if ((kinds.get('Layout') ?? 0) + (kinds.get('UpdateLayoutTree') ?? 0) > t.dur / 3000) cls = 'layout/style';
  if (cls === 'react render/commit') {
    const a = (re) => inclNames.some((x) => re.test(x));
    cls += a(/list-field|sortable-entries|ListField|SortableEntry/) ? ' (list)' : a(/picture-batch-panel/) ? ' (panel only)' : ' (other)';
  }
  cls += ` <${t.args?.src_func ?? ''}>`;
  bump(overall, cls, 1);
  details.push({ t, n, cls, cat, self, incl });
}
console.log('\nby class:\n' + [...overall].sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${v}\t${k}`).join('\n'));
for (const d of [...details].sort((a, b) => b.t.dur - a.t.dur).slice(0, Number(detailN))) {
  console.log(`\n${(d.t.dur / 1000).toFixed(0)} ms @${((d.t.ts - t0) / 1e6).toFixed(1)}s [${d.cls}] samples ${d.n}; timeline: ${d.cat}`);
  console.log('  self: ' + [...d.self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v}`).join(' | '));
  const app = [...d.incl].filter(([k]) => !/nm\/|\(root\)|\(program\)|\(idle\)|\(garbage/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('  app incl: ' + app.map(([k, v]) => `${k} ${v}`).join(' | '));
  const lib = [...d.incl].filter(([k]) => /nm\//.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log('  lib incl: ' + lib.map(([k, v]) => `${k} ${v}`).join(' | '));
}
// aggregate over all long tasks: app inclusive
const agg = new Map();
for (const d of details) for (const [k, v] of d.incl) bump(agg, k, v);
console.log('\nAPP inclusive over all long tasks:');
for (const [k, v] of [...agg].filter(([k]) => !/nm\/|\(root\)|\(program\)|\(idle\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${v}\t${k}`);
console.log('\nLIB inclusive over all long tasks:');
for (const [k, v] of [...agg].filter(([k]) => /nm\//.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${v}\t${k}`);
