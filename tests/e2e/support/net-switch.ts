import { createConnection, createServer, type Socket } from 'node:net';

export interface NetSwitch {
  /** The app's address through the switch: what the browser opens. */
  url: string;
  /** No signal: open connections drop and new ones are refused. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay between the browser and the test server that can be cut: the
 * network goes for every part of the browser at once (pages, the sync
 * worker, the service worker, a worker outliving its closed tab), which
 * Chromium's offline emulation alone does not guarantee.
 */
export async function startNetSwitch(target: string): Promise<NetSwitch> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((inbound) => {
    if (down) {
      inbound.destroy();
      return;
    }
    const outbound = createConnection({ host: hostname, port: Number(port) });
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const listenPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listenPort}`,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
