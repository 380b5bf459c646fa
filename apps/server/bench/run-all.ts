// `npm run bench` (server part): each benchmark in its own process, so one's heap never skews another.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// makeOrder as shipped first (ADR 129): the built server in its own process, loaded from this one.
const benches = [
  'shipped.bench.ts',
  'sse-fanout.bench.ts',
  'betting.bench.ts',
  'agents-team-report.bench.ts',
];
let failed = false;
for (const bench of benches) {
  const path = fileURLToPath(new URL(`./${bench}`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', path], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
