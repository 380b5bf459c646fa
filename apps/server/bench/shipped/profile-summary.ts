// `tsx apps/server/bench/shipped/profile-summary.ts file.cpuprofile [from-s to-s]`: where a
// `node --cpu-prof` profile of the shipped server spent its samples (optionally only between two
// moments, seconds from the profile's start): self time per package and the top functions.
import { readFileSync } from 'node:fs';

import { areaOf } from './profile-areas';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, fromText, toText] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts file.cpuprofile [from-s to-s]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const from = fromText ? Number(fromText) * 1e6 : -Infinity;
const to = toText ? Number(toText) * 1e6 : Infinity;

const self = new Map<number, number>();
let t = 0;
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  t += dt;
  if (t < from || t > to) return;
  self.set(id, (self.get(id) ?? 0) + dt);
  total += dt;
});
const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of self) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  areas.set(area, (areas.get(area) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(2)} s sampled`);
console.log('\nself time by area:');
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${pct(us)}  ${area}`);
console.log('\ntop functions (self):');
for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${pct(us)}  ${fn}`);
