import type { FetchLike } from '../../replica/http';
import type { Fault } from './sync-property-actions';
import type { Backend } from './sync-harness';

/** Network between the devices and the server, with scripted faults per device. */
export class FaultyNetwork {
  private readonly queues = new Map<number, Fault[]>();
  private delayed: (() => Promise<void>)[] = [];
  constructor(private readonly backend: Backend) {}
  inject(dev: number, fault: Fault) {
    const q = this.queues.get(dev) ?? [];
    q.push(fault);
    this.queues.set(dev, q);
  }
  clearFaults() {
    this.queues.clear();
  }
  async deliverOne() {
    await this.delayed.shift()?.();
  }
  async deliverAll() {
    while (this.delayed.length) await this.deliverOne();
  }
  fetchFor(devIndex: number): FetchLike {
    return async (url, init) => {
      const send = () => this.backend.fetch(url, init);
      const fault = this.queues.get(devIndex)?.shift();
      switch (fault) {
        case undefined:
          return send();
        case 'loseRequest':
          throw new TypeError('fetch failed: request lost');
        case 'loseResponse': {
          await (await send()).arrayBuffer();
          throw new TypeError('fetch failed: response lost');
        }
        case 'duplicate': {
          const [a, b] = await Promise.all([send(), send()]);
          await b.arrayBuffer();
          return a;
        }
        case 'delay':
          // Arrives later, after newer requests: out-of-order delivery.
          this.delayed.push(async () => void (await (await send()).arrayBuffer()));
          throw new TypeError('fetch failed: timed out');
      }
    };
  }
}
