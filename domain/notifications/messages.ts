/**
 * Messages of web push subscriptions, in English, spread into
 * domain/messages.ts; their sk and cz texts are in the app's notifications
 * feature (src/features/notifications/i18n, under "messages").
 */
export const PUSH_MESSAGES = {
  pushEndpointNotHttps: 'The push endpoint must be an https address.',
  pushEndpointNotPublic: 'The push endpoint must be a public internet address, not this server, a private network or a local name.',
  // Says neither that the endpoint is registered nor for whom.
  pushSubscriptionRefused: 'This push subscription could not be registered. Turn push notifications off and on again on this device.',
} as const;
