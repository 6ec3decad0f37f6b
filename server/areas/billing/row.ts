import { PaymentRow } from '../../../domain/billing/entity';
import type { payments } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** A stored payment in the device's shape (domain/billing/entity.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toPaymentRow = rowMapper<PaymentRow, typeof payments.$inferSelect>(PaymentRow);
