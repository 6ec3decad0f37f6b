/** What other features use of subscriptions: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { SubscriptionSettings } from './SubscriptionSettings';
export { safeCheckoutUrl } from './stop';
