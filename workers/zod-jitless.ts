import { z } from 'zod';

/**
 * zod probes `new Function` once to decide whether to compile fast parsers;
 * under our CSP (no 'unsafe-eval') the probe shows as a violation in the
 * console. Jitless parsing is plenty fast for our forms and mutations.
 * Imported first by every browser entry (src/main.tsx, the sync worker).
 */
z.config({ jitless: true });
