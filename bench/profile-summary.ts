// Reads what `npm run bench -- --only=notifications --profile` writes (bench/results/):
//   node --import tsx bench/profile-summary.ts <file.cpuprofile> [top]
//     self time by area (our code, Hono, the Node adapter, web streams, Node's HTTP, pg…) and
//     the `top` functions (default 25)
//   node --import tsx bench/profile-summary.ts <before.heapsnapshot> <open.heapsnapshot> <streams>
//     what the open streams added to the server's heap, by kind of object (constructor or
//     closure name, else V8's type): count and bytes per stream, largest first. Each snapshot
//     is read as one string, so very large ones need a smaller run (--connections=1000).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
  /** Written by the bench: the part to count (µs on the profile's clock). */
  window?: { startUs: number; endUs: number };
}

const AREAS: [string, RegExp][] = [
  ['our code (mock-api/src)', /mock-api\/src\//],
  ['Node adapter (@hono/node-server)', /@hono\/node-server/],
  ['Hono', /node_modules\/hono\//],
  ['pg (node-postgres)', /node_modules\/pg(?:-protocol)?\//],
  ['PGlite', /@electric-sql\/pglite/],
  ['drizzle', /drizzle-orm/],
  ['Node web streams', /node:internal\/webstreams/],
  ['Node HTTP', /node:(?:_http|internal\/http|http)/],
  ['Node net and streams', /node:(?:net|internal\/streams|internal\/stream_base|stream)/],
  ['Node other', /^node:/],
  ['the bench', /\/bench\//],
];

function area(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  return AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other modules';
}

function summariseProfile(file: string, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const { startUs, endUs } = profile.window ?? { startUs: -Infinity, endUs: Infinity };
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < startUs || t > endUs) return;
    self.set(id, (self.get(id) ?? 0) + delta);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
    .reduce((a, [, us]) => a + us, 0);
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    byArea.set(area(node), (byArea.get(area(node)) ?? 0) + us);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? ` ${url.replace(/^.*node_modules\//, '').replace(/^.*\/mock-api\//, 'mock-api/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const busy = total - idle;
  const window = profile.window ? ' in the window the bench marked' : '';
  console.log(`${file}: ${ms(total)} sampled${window}, ${ms(busy)} not idle`);
  console.log('\nself time by area (share of the time not idle):');
  for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1])) {
    if (name === '(idle)') continue;
    console.log(
      `  ${ms(us).padStart(10)}  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
  console.log(`\ntop ${top} functions by self time:`);
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${ms(us).padStart(10)}  ${name}`);
  }
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Count and bytes of each kind of object: by constructor (or closure) name, else by type. */
function heapGroups(file: string) {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]!]!;
    const named = type === 'object' || type === 'closure' || type === 'native';
    const name = named ? heap.strings[heap.nodes[i + nameAt]!]! : `(${type})`;
    const key = `${type === 'closure' ? 'closure ' : ''}${name}`.slice(0, 80);
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += heap.nodes[i + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

/** What the open streams added between two snapshots, per stream, largest first. */
function summariseHeap(before: string, after: string, streams: number) {
  const was = heapGroups(before);
  const is = heapGroups(after);
  const added = [...is]
    .map(([key, group]) => {
      const old = was.get(key) ?? { count: 0, bytes: 0 };
      return { key, count: group.count - old.count, bytes: group.bytes - old.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const total = added.reduce((sum, group) => sum + group.bytes, 0);
  console.log(`${after} − ${before}: ${kb(total / streams)} per stream (${streams} streams)`);
  for (const group of added.filter((g) => Math.abs(g.bytes) / streams >= 16).slice(0, 50)) {
    console.log(
      `  ${kb(group.bytes / streams).padStart(9)}  ${(group.count / streams).toFixed(2).padStart(6)} per stream  ${group.key}`,
    );
  }
}

const [file, arg, streams] = process.argv.slice(2);
if (!file) {
  console.error(
    'usage: bench/profile-summary.ts <file.cpuprofile> [top] | <before.heapsnapshot> <open.heapsnapshot> <streams>',
  );
  process.exit(2);
}
if (file.endsWith('.heapsnapshot')) summariseHeap(file, arg!, Number(streams ?? 5000));
else summariseProfile(file, Number(arg ?? 25));
