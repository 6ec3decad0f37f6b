/**
 * Messages of the billing area, in English, spread into domain/messages.ts;
 * their sk/cz texts are in src/features/billing/i18n under "messages" (the
 * same texts as BILLING_MESSAGE_TRANSLATIONS below; messages.test.ts checks).
 * No placeholders: the app finds a text's key (messageKeyOf) to translate it.
 */
export const BILLING_MESSAGES = {
  // docs/rules/billing.md "Payments" "Payment amount: minimum 0.01", word for word.
  paymentAmountInvalid: 'Please enter a valid amount (minimum 0.01)',
  paymentAmountTooLarge: 'The amount may not be more than 1,000,000.',
  paymentMethodInvalid: 'Choose cash, bank transfer, card or Stripe.',
  paymentDateInvalid: 'Please enter the date the payment was received.',
  // docs/rules/billing.md "Editing a payment" "An edited payment amount cannot go below what is already applied."
  paymentBelowApplied: 'This payment already pays for sessions: its amount cannot be less than what is applied to them.',
  sessionPriceInvalid: 'The price must be an amount from 0 to 1,000,000 with at most two decimals.',
  sessionPriceClient: 'This client does not take part in this session.',
  billableByTrainerOnly: 'Only your trainer decides whether a session is billed.',
} as const;

export type BillingMessageKey = keyof typeof BILLING_MESSAGES;

/** Error code of the edit-below-applied rule (docs/rules/billing.md "Editing a payment"), answered by the server and sync push (409). */
export const PAYMENT_BELOW_APPLIED = 'payment_below_applied' as const;

/** sk and cz texts of the same keys (src/features/billing/i18n/{sk,cz}.json "messages"). */
export const BILLING_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<BillingMessageKey, string>> = {
  sk: {
    paymentAmountInvalid: 'Zadajte platnú sumu (minimálne 0,01)',
    paymentAmountTooLarge: 'Suma nemôže byť vyššia ako 1 000 000.',
    paymentMethodInvalid: 'Vyberte hotovosť, bankový prevod, kartu alebo Stripe.',
    paymentDateInvalid: 'Zadajte dátum prijatia platby.',
    paymentBelowApplied: 'Táto platba už uhrádza tréningy: jej suma nemôže byť nižšia ako to, čo je na ne použité.',
    sessionPriceInvalid: 'Cena musí byť suma od 0 do 1 000 000 s najviac dvoma desatinnými miestami.',
    sessionPriceClient: 'Tento klient sa tohto tréningu nezúčastňuje.',
    billableByTrainerOnly: 'O tom, či sa tréning účtuje, rozhoduje iba váš tréner.',
  },
  cz: {
    paymentAmountInvalid: 'Zadejte platnou částku (minimálně 0,01)',
    paymentAmountTooLarge: 'Částka nemůže být vyšší než 1 000 000.',
    paymentMethodInvalid: 'Vyberte hotovost, bankovní převod, kartu nebo Stripe.',
    paymentDateInvalid: 'Zadejte datum přijetí platby.',
    paymentBelowApplied: 'Tato platba už hradí tréninky: její částka nemůže být nižší než to, co je na ně použito.',
    sessionPriceInvalid: 'Cena musí být částka od 0 do 1 000 000 s nejvýše dvěma desetinnými místy.',
    sessionPriceClient: 'Tento klient se tohoto tréninku neúčastní.',
    billableByTrainerOnly: 'O tom, zda se trénink účtuje, rozhoduje pouze váš trenér.',
  },
};
