import { z } from 'zod';
import { BILLING_MESSAGES as M } from './messages';

/**
 * The `billable` key on a client's own write (workout.start, workout.record):
 * only the trainer bills a solo session (price.ts isBilled), so a client who
 * sends it is refused with the reason rather than having it dropped unseen.
 */
export const clientBillableField = z.never({ error: M.billableByTrainerOnly }).optional();
