// `tsx apps/server/bench/shipped/heap-summary.ts file.heapprofile`: where the shipped server's
// allocations went (a profile from heap-sample.mjs, freed objects included): bytes per package and
// the functions that allocated most themselves.
import { readFileSync } from 'node:fs';

import { areaOf } from './profile-areas';

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
}

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: heap-summary.ts file.heapprofile');
const { head } = JSON.parse(readFileSync(file, 'utf8')) as { head: Node };

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
const add = (map: Map<string, number>, key: string, bytes: number) =>
  map.set(key, (map.get(key) ?? 0) + bytes);
const stack: Node[] = [head];
for (let node = stack.pop(); node; node = stack.pop()) {
  const { functionName, url, lineNumber } = node.callFrame;
  total += node.selfSize;
  add(byArea, areaOf(url, functionName), node.selfSize);
  add(
    byFunction,
    `${functionName || '(anonymous)'} ${areaOf(url, functionName)}:${lineNumber}`,
    node.selfSize,
  );
  stack.push(...node.children);
}

const print = (map: Map<string, number>, count: number) => {
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(
      `${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${(bytes / 1e6).toFixed(0).padStart(6)} MB  ${key}`,
    );
};
console.log(`${(total / 1e6).toFixed(0)} MB allocated in the sampled window\n\nby package:`);
print(byArea, 20);
console.log('\nfunctions (their own allocations):');
print(byFunction, 30);
