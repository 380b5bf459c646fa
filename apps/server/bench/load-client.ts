// Child process of betting.bench.ts: `concurrency` keep-alive clients POST makeOrder for `seconds`,
// each with its own user and a fresh requestId per request (autocannon-equivalent, but each request
// body differs). Reports completed orders, errors and latency percentiles.
import { Agent, request } from 'node:http';

interface Job {
  url: string;
  tokens: string[];
  game: string;
  issue: string;
  seconds: number;
  /** Sent first and not counted (connections, prepared statements, JIT), as autocannon's --warmup. */
  warmupSeconds: number;
  bet: unknown;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const latencies: number[] = [];
let errors = 0;
let firstError = '';
const measureFrom = Date.now() + job.warmupSeconds * 1000;
const stopAt = measureFrom + job.seconds * 1000;

function post(token: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${job.url}/user/makeOrder`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          TOKEN: token,
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function worker(index: number) {
  const token = job.tokens[index] ?? '';
  let n = 0;
  while (Date.now() < stopAt) {
    const body = JSON.stringify({
      game: job.game,
      issue: job.issue,
      requestId: `bench-${index}-${(n += 1)}-${Date.now()}`,
      bets: [job.bet],
    });
    const start = performance.now();
    const text = await post(token, body);
    const ms = performance.now() - start;
    if (Date.now() - ms < measureFrom) continue;
    if (text.startsWith('{"code":0')) latencies.push(ms);
    else {
      errors += 1;
      firstError ||= text.slice(0, 200);
    }
  }
}

await Promise.all(job.tokens.map((_, i) => worker(i)));
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
process.send?.({
  ok: latencies.length,
  errors,
  firstError,
  p50: at(0.5),
  p99: at(0.99),
  seconds: job.seconds,
});
process.exit(0);
