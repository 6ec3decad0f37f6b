/**
 * Messages of the subscription area, in English, spread into
 * domain/messages.ts; their sk and cz texts are below (the app keeps them in
 * its subscription feature's i18n under "messages"). No placeholders: the
 * app finds a text's key (messageKeyOf) to translate it.
 */
export const SUBSCRIPTION_MESSAGES = {
  emailVerifiedCheckout: 'Your email has been verified. Add a payment method to start your 14-day free trial: nothing is charged today.',
  trialExpired: 'Your free trial has ended. Subscribe to keep using Repwise.',
  subscriptionRequired: 'Your subscription has ended. Subscribe to keep using Repwise.',
  // docs/rules/subscriptions.md "REST calls" "Could not start checkout", "invalid payment session".
  checkoutFailed: 'Could not start checkout',
  invalidPaymentSession: 'Invalid payment session',
  checkoutNotCompleted: 'The payment has not been completed yet.',
  alreadySubscribed: 'You already have an active subscription.',
  noSubscriptionToManage: 'There is no paid subscription to manage yet.',
  refundWindowClosed: 'The 30-day money-back guarantee has ended: this subscription can no longer be refunded.',
  nothingToRefund: 'There is no payment to refund.',
  refundFailed: 'The refund could not be made. Please try again later.',
  webhookSignatureInvalid: 'The webhook signature is invalid.',
  trialDaysInvalid: 'Extend the trial by 1 to 365 days.',
  notATrainer: 'Only a trainer has a subscription.',
} as const;

export type SubscriptionMessageKey = keyof typeof SUBSCRIPTION_MESSAGES;

export const SUBSCRIPTION_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<SubscriptionMessageKey, string>> = {
  sk: {
    emailVerifiedCheckout: 'Váš e-mail bol overený. Pridajte spôsob platby a začnite 14-dňovú skúšobnú dobu zadarmo: dnes sa nič neúčtuje.',
    trialExpired: 'Vaša bezplatná skúšobná doba skončila. Predplaťte si Repwise a pokračujte.',
    subscriptionRequired: 'Vaše predplatné skončilo. Predplaťte si Repwise a pokračujte.',
    checkoutFailed: 'Platbu sa nepodarilo začať',
    invalidPaymentSession: 'Neplatná platobná relácia',
    checkoutNotCompleted: 'Platba ešte nebola dokončená.',
    alreadySubscribed: 'Už máte aktívne predplatné.',
    noSubscriptionToManage: 'Zatiaľ nemáte platené predplatné, ktoré by sa dalo spravovať.',
    refundWindowClosed: '30-dňová záruka vrátenia peňazí uplynula: toto predplatné už nie je možné vrátiť.',
    nothingToRefund: 'Nie je čo vrátiť.',
    refundFailed: 'Peniaze sa nepodarilo vrátiť. Skúste to neskôr.',
    webhookSignatureInvalid: 'Podpis webhooku je neplatný.',
    trialDaysInvalid: 'Skúšobnú dobu predĺžte o 1 až 365 dní.',
    notATrainer: 'Predplatné má iba tréner.',
  },
  cz: {
    emailVerifiedCheckout: 'Váš e-mail byl ověřen. Přidejte platební metodu a začněte 14denní zkušební dobu zdarma: dnes se nic neúčtuje.',
    trialExpired: 'Vaše bezplatná zkušební doba skončila. Předplaťte si Repwise a pokračujte.',
    subscriptionRequired: 'Vaše předplatné skončilo. Předplaťte si Repwise a pokračujte.',
    checkoutFailed: 'Platbu se nepodařilo zahájit',
    invalidPaymentSession: 'Neplatná platební relace',
    checkoutNotCompleted: 'Platba ještě nebyla dokončena.',
    alreadySubscribed: 'Už máte aktivní předplatné.',
    noSubscriptionToManage: 'Zatím nemáte placené předplatné, které by šlo spravovat.',
    refundWindowClosed: '30denní záruka vrácení peněz uplynula: toto předplatné už nelze vrátit.',
    nothingToRefund: 'Není co vrátit.',
    refundFailed: 'Peníze se nepodařilo vrátit. Zkuste to později.',
    webhookSignatureInvalid: 'Podpis webhooku je neplatný.',
    trialDaysInvalid: 'Zkušební dobu prodlužte o 1 až 365 dní.',
    notATrainer: 'Předplatné má pouze trenér.',
  },
};
