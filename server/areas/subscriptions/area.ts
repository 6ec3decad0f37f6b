import { defineServerArea } from '../../replication/area';
import { registerSubscriptionRoutes } from './routes';
import { registerCheckoutPages } from './checkout-pages';

/** A trainer's subscription, its checkout and the provider's webhooks. It does not sync: routes only. */
export const subscriptionsServer = defineServerArea({
  routes: (app) => {
    registerSubscriptionRoutes(app);
    registerCheckoutPages(app);
  },
});
