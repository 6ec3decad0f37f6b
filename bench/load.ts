import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms of the measured requests (after the warm-up). */
  latencies: number[];
  errors: number;
}

/**
 * A small HTTP load generator: `connections` keep-alive connections, each
 * sending the same POST again as soon as the answer is read, for `ms` after
 * `warmupMs`. It runs in a worker thread so it does not share the server's
 * event loop (the bench starts the server in its own thread); on a machine
 * with two cores the two still compete for the CPU, which the figures include.
 */
export function loadPost(o: { url: string; headers: Record<string, string>; body: string; connections: number; ms: number; warmupMs: number }): Promise<LoadResult> {
  const code = `
const http = require('node:http');
const { parentPort, workerData: o } = require('node:worker_threads');
const url = new URL(o.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
const headers = { ...o.headers, 'Content-Length': Buffer.byteLength(o.body) };
const start = performance.now();
const measureFrom = start + o.warmupMs;
const end = measureFrom + o.ms;
const latencies = [];
let errors = 0;
function one() {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.request({ hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        const now = performance.now();
        if (res.statusCode !== 200) errors++;
        else if (t >= measureFrom && now <= end) latencies.push(now - t);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(o.body);
  });
}
async function loop() { while (performance.now() < end) await one(); }
Promise.all(Array.from({ length: o.connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors });
});
`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: o });
    w.once('message', (m: { latencies: number[]; errors: number }) => {
      const seconds = o.ms / 1000;
      resolve({ requests: m.latencies.length, seconds, perSecond: m.latencies.length / seconds, latencies: m.latencies, errors: m.errors });
      void w.terminate();
    });
    w.once('error', reject);
  });
}
