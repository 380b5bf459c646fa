// A preload for the shipped server (`BENCH_SERVER_ARGS="--import ./apps/server/bench/shipped/heap-sample.mjs"`):
// V8's sampling heap profiler, counting the objects garbage collection has already freed too, from 5 s
// after start for 65 s (the shipped bench's closed loop and both open loops). A CPU profile samples wall
// time, so it shows little of what garbage costs: V8's helper threads mark and sweep it on other cores.
// The profile goes to the temporary directory (its path in the server's log); heap-summary.ts reads it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fromMs = 5_000;
const forMs = 65_000;
const out = join(tmpdir(), `fairdraw-heap-${process.pid}.heapprofile`);
const session = new Session();
session.connect();

setTimeout(() => {
  session.post(
    'HeapProfiler.startSampling',
    {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    },
    (error) => {
      if (error) console.error('heap sampling did not start', error);
    },
  );
  setTimeout(() => {
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) return console.error('heap sampling did not stop', error);
      writeFileSync(out, JSON.stringify(result.profile));
      console.error(`heap profile written: ${out}`);
    });
  }, forMs).unref();
}, fromMs).unref();
