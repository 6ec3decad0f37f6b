/**
 * zod probes `new Function` once to decide whether to compile fast parsers;
 * under our CSP (no 'unsafe-eval') the probe shows as a violation in the
 * console. Jitless parsing is plenty fast for our forms and mutations.
 * Imported first by every browser entry (src/main.tsx, the sync worker).
 *
 * Set where zod keeps its configuration (`globalThis.__zod_globalConfig`,
 * which every copy of zod reads and `z.config` writes) rather than through
 * `z.config`: importing zod here would bring its core to every first screen,
 * which parses nothing (tests/unit/zod-jitless.test.ts holds zod to it).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
