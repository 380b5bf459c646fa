// `npm run lighthouse`: Lighthouse 12 (mobile profile, simulated slow 4G, the defaults) on `/` logged
// out and on the logged-in home, 3 runs each, medians printed. Builds the app, starts the one-port
// server on a free port (LIGHTHOUSE_PORT to choose one) and a fresh embedded database, and drives Debian's chromium (CHROME_PATH, else
// /usr/bin/chromium). Every run starts with an empty cache; the logged-in runs get a trial account's
// token in localStorage first. Figures and their history: docs/performance.md.
//
// LIGHTHOUSE_OUT=dir writes every run's full report (`<page>-<run>.json`) there, to read the audits
// behind a score (bootup-time, mainthread-work-breakdown, long-tasks, largest-contentful-paint-element,
// network-requests ...). LIGHTHOUSE_ONLY=login|home measures one of the two pages.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** A port nobody listens on (other engineers' servers run on this machine too). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];
const outDir = process.env.LIGHTHOUSE_OUT;
const only = process.env.LIGHTHOUSE_ONLY;
const targets = [
  { id: 'login', name: '/ (logged out: login)', url: '/', loggedIn: false },
  { id: 'home', name: 'home (logged in)', url: '/pages/home/home', loggedIn: true },
].filter((target) => !only || target.id === only);
if (targets.length === 0) throw new Error(`lighthouse: LIGHTHOUSE_ONLY is login or home, not ${only}`);
if (outDir) mkdirSync(outDir, { recursive: true });

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-lighthouse-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

let serverExit = null;
server.once('exit', (code) => {
  serverExit = code;
});

// A busy machine can take minutes to open a fresh embedded database: wait up to 5 minutes.
async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    // Never measure someone else's server on the same port.
    if (serverExit !== null) throw new Error(`lighthouse: the server exited (code ${serverExit})`);
    try {
      if ((await fetch(`${origin}/index/index`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`lighthouse: the server did not start on ${origin}`);
}

async function trialSession() {
  const response = await fetch(`${origin}/user/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = await response.json();
  return data;
}

async function audit(target, run) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    if (target.loggedIn) {
      // A same-origin document that is not the app, so no app file lands in the cache before the run.
      await page.goto(`${origin}/manifest.webmanifest`);
      const session = await trialSession();
      await page.evaluate(({ token, jwt }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('token_jwt', jwt);
      }, session);
    }
    const result = await lighthouse(
      origin + target.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // Keeps the token; the cache is empty anyway (fresh browser, nothing of the app loaded yet).
        disableStorageReset: target.loggedIn,
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    if (outDir) writeFileSync(path.join(outDir, `${target.id}-${run + 1}.json`), result.report);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id].score])),
      metrics: Object.fromEntries(metrics.map(([id]) => [id, lhr.audits[id].numericValue])),
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
  console.log(`lighthouse ${runs} runs each, mobile, median:`);
  for (const target of targets) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(target, run));
    const scores = categories.map((id) => `${id} ${median(results.map((r) => r.scores[id])).toFixed(2)}`);
    const timings = metrics.map(([id, label]) => {
      const value = median(results.map((r) => r.metrics[id]));
      return id === 'cumulative-layout-shift'
        ? `${label} ${value.toFixed(3)}`
        : `${label} ${Math.round(value)} ms`;
    });
    console.log(`  ${target.name}: ${scores.join(', ')}; ${timings.join(', ')}`);
  }
} finally {
  stopServer();
}
