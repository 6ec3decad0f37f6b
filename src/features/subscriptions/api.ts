import type { SubscriptionDto } from '../../../domain/subscriptions/view';
import { http } from '../../api/http';

export type { SubscriptionDto };

/**
 * The subscription calls (docs/rules/subscriptions.md "REST calls"). All of them stay
 * open while the trainer's access is stopped (402 elsewhere), so none of them
 * sends the app to /trial-expired.
 */
export const subscriptionApi = {
  get: () => http.get<SubscriptionDto>('/api/subscription', { skipPaymentRedirect: true }),
  /** No plan: early adopter while places last, else standard (the server decides). */
  checkout: () => http.post<{ url: string }>('/api/subscription/checkout', {}, { skipPaymentRedirect: true }),
  confirm: (sessionId: string) => http.post<SubscriptionDto>('/api/subscription/confirm', { session_id: sessionId }, { skipPaymentRedirect: true }),
  portal: () => http.post<{ url: string }>('/api/subscription/portal', {}, { skipPaymentRedirect: true }),
  refund: () => http.post<SubscriptionDto>('/api/subscription/refund', {}, { skipPaymentRedirect: true }),
};
