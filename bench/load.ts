import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms of the measured requests (after the warm-up); with a rate, from when each request was due. */
  latencies: number[];
  errors: number;
}

/**
 * A small HTTP load generator: `connections` keep-alive HTTP/1.1 connections,
 * each sending the same POST (real headers, the caller's real token) and
 * reading the whole answer (Content-Length or chunked) before the next, for
 * `ms` after `warmupMs`. Any status but 200 counts as an error.
 *
 * Without `rate` each connection sends again as soon as its answer is read
 * (closed loop: the figure is the most the server answers). With `rate`
 * (requests per second over all connections) requests are due at fixed times
 * and each latency counts from when its request was due, so a server that
 * falls behind pays for the wait (no coordinated omission, as wrk2 measures).
 *
 * It speaks HTTP on raw sockets rather than through node:http's client, which
 * cost more CPU per request than the server it measures; it runs in a worker
 * thread so it does not share the server's event loop (the bench starts the
 * server in its own thread). On a machine with two cores the two still
 * compete for the CPU, which the figures include.
 */
export function loadPost(o: {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  ms: number;
  warmupMs: number;
  rate?: number;
}): Promise<LoadResult> {
  const code = `
const net = require('node:net');
const { parentPort, workerData: o } = require('node:worker_threads');
const url = new URL(o.url);
const head = ['POST ' + url.pathname + ' HTTP/1.1', 'Host: ' + url.host, 'Connection: keep-alive']
  .concat(Object.entries(o.headers).map(([k, v]) => k + ': ' + v), ['Content-Length: ' + Buffer.byteLength(o.body)]);
const request = Buffer.from(head.join('\\r\\n') + '\\r\\n\\r\\n' + o.body);
const start = performance.now();
const measureFrom = start + o.warmupMs;
const end = measureFrom + o.ms;
const interval = o.rate ? (1000 * o.connections) / o.rate : 0;
const latencies = [];
let errors = 0;
let open = 0;

/** Bytes of one whole answer at the start of buf (status, length), or null while incomplete. */
function parse(buf) {
  const h = buf.indexOf('\\r\\n\\r\\n');
  if (h < 0) return null;
  const headText = buf.toString('latin1', 0, h);
  const status = Number(headText.slice(9, 12));
  const m = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(headText);
  if (m) {
    const total = h + 4 + Number(m[1]);
    return buf.length >= total ? { status, total } : null;
  }
  if (!/\\r\\ntransfer-encoding:\\s*chunked/i.test(headText)) return { status, total: h + 4 };
  let at = h + 4;
  for (;;) {
    const eol = buf.indexOf('\\r\\n', at);
    if (eol < 0) return null;
    const size = parseInt(buf.toString('latin1', at, eol), 16);
    at = eol + 2 + size + 2;
    if (buf.length < at) return null;
    if (size === 0) return { status, total: at };
  }
}

function connection(index) {
  open++;
  let due = Math.max(performance.now(), start + (interval * index) / o.connections);
  let sentAt = 0;
  let buf = Buffer.alloc(0);
  let waiting = false;
  let timer = null;
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  const send = () => {
    timer = null;
    if (performance.now() >= end) return finish();
    sentAt = interval ? due : performance.now();
    waiting = true;
    socket.write(request);
  };
  const next = () => {
    if (!interval) return send();
    due += interval;
    const wait = due - performance.now();
    if (wait > 0) timer = setTimeout(send, wait);
    else send();
  };
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    if (timer) clearTimeout(timer);
    socket.destroy();
    if (--open === 0) parentPort.postMessage({ latencies, errors });
  };
  socket.on('connect', () => (interval ? (timer = setTimeout(send, Math.max(0, due - performance.now()))) : send()));
  socket.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    const r = parse(buf);
    if (!r) return;
    buf = buf.subarray(r.total);
    waiting = false;
    const now = performance.now();
    if (r.status !== 200) errors++;
    else if (sentAt >= measureFrom && now <= end) latencies.push(now - sentAt);
    next();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    if (done) return;
    // The server closed a kept-alive connection: an error if a request was in flight; open another.
    if (waiting) errors++;
    done = true;
    open--;
    if (timer) clearTimeout(timer);
    if (performance.now() < end) connection(index);
    else if (open === 0) parentPort.postMessage({ latencies, errors });
  });
}
for (let i = 0; i < o.connections; i++) connection(i);
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
