import { loadConfig } from './config';
import { startServer } from './start';

const t0 = performance.now();
const server = await startServer(loadConfig());
console.log(`[repwise] ready in ${Math.round(performance.now() - t0)} ms`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
