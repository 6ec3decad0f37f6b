import { v7 as uuidv7 } from 'uuid';
import { startTestServer } from '../tests/helpers/server';
import { syncDevice } from '../tests/integration/plans-fixtures';
import { makeClient, makeTrainer } from '../tests/integration/sync-fixtures';
import { percentile, type Bench, type Figure } from './lib';

/**
 * docs/rules/messaging.md "Delivery" at the protocol level: a client sends
 * a message (REST), the trainer's open event stream hears the poke and their
 * device pulls until the message is there. The floor, measured in the same
 * run: the same two round trips (a request of the client, a pull of the
 * trainer) one after the other, with no poke to wait for; what delivery
 * costs above it is the poke path. Not yet the two browsers of issue 29's
 * bench: that needs the messaging screens in the built app.
 */
const WARMUP = 5;
const SAMPLES = 50;

/** The trainer's event stream: resolves the waiting promise at each poke. */
async function openPokes(url: string, token: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/sync/events`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' }, signal: ctrl.signal });
  if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  // An object, not a let: the reader's closure sees the promise set after it started.
  const waiting: { resolve: (() => void) | null } = { resolve: null };
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buf += value;
      let end: number;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const event = buf.slice(0, end);
        buf = buf.slice(end + 2);
        if (event.includes('event: ready')) ready();
        if (event.includes('event: poke')) waiting.resolve?.();
      }
    }
  })();
  await isReady;
  return {
    next: () => new Promise<void>((r) => (waiting.resolve = r)),
    close: () => ctrl.abort(),
  };
}

const bench: Bench = {
  name: 'message delivered to an open app: send, poke, pull',
  async run() {
    const server = await startTestServer('pglite');
    try {
      const db = server.ctx.db;
      const trainer = await makeTrainer(db, 'Tara');
      const client = await makeClient(db, trainer.id, { withUser: true, name: 'Adam' });
      const device = syncDevice(server, trainer.token);
      await device.pull();
      const pokes = await openPokes(server.url, trainer.token);
      const delivery: number[] = [];
      const floor: number[] = [];
      try {
        for (let i = 0; i < WARMUP + SAMPLES; i++) {
          const id = uuidv7();
          const poked = pokes.next();
          const t0 = performance.now();
          const sent = await server.api(`/api/conversations/${client.clientId}/messages`, { token: client.user!.token, body: { id, body: `Set ${i} done` } });
          if (sent.status !== 201) throw new Error(`send answered ${sent.status}`);
          await poked;
          for (let tries = 0; !(await device.pull()).some((c) => c.table === 'messages' && c.row.id === id); tries++) if (tries > 20) throw new Error('message not pulled');
          const t1 = performance.now();

          const f0 = performance.now();
          await (await server.api('/api/conversations', { token: client.user!.token })).arrayBuffer();
          await device.pull();
          const f1 = performance.now();
          if (i >= WARMUP) {
            delivery.push(t1 - t0);
            floor.push(f1 - f0);
          }
        }
      } finally {
        pokes.close();
      }
      const figures: Figure[] = [
        { name: `message to an open app’s device, p95 (${SAMPLES} messages)`, value: percentile(delivery, 95), unit: 'ms', budget: 1000 },
        { name: 'message to an open app’s device, p50', value: percentile(delivery, 50), unit: 'ms' },
        { name: 'floor: a request and a pull, no poke, p50', value: percentile(floor, 50), unit: 'ms' },
        { name: 'delivery above the floor, p50', value: percentile(delivery, 50) - percentile(floor, 50), unit: 'ms' },
      ];
      return figures;
    } finally {
      await server.close();
    }
  },
};

export default bench;
