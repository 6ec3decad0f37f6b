import { payments } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { createPayment, deletePayment, updatePayment } from './commands/payments';
import { toPaymentRow } from './row';
import { setSessionPrice } from './commands/session-price';
import { registerBillingRoutes } from './routes';

export const billingServer = defineServerArea({
  tables: { payments: serverTable(payments, toPaymentRow) },
  commands: { 'payment.create': createPayment, 'payment.update': updatePayment, 'payment.delete': deletePayment, 'session.setPrice': setSessionPrice },
  routes: registerBillingRoutes,
});
