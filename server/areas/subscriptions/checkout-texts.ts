import type { Locale } from '../../../domain/constants';

/** The local provider's checkout page, in the session's language. */
export const LOCAL_CHECKOUT_TEXTS: Record<
  Locale,
  {
    title: string;
    noMoney: string;
    plan: Record<'standard' | 'early_adopter', string>;
    perMonth: string;
    trial: (date: string) => string;
    chargedNow: string;
    pay: string;
    cancel: string;
    notFound: string;
    backToApp: string;
  }
> = {
  en: {
    title: 'Repwise subscription',
    noMoney: 'Test checkout: this server has no payment provider set up, so no money moves and no card is asked for. Pressing Pay simply starts the subscription.',
    plan: { standard: 'Standard', early_adopter: 'Early adopter (50% off for life)' },
    perMonth: 'per month',
    trial: (d) => `Nothing is charged today. Your free trial runs until ${d}; the first monthly charge would be then.`,
    chargedNow: 'The first month would be charged today.',
    pay: 'Pay',
    cancel: 'Cancel',
    notFound: 'This payment session is invalid or has expired.',
    backToApp: 'Back to Repwise',
  },
  sk: {
    title: 'Predplatné Repwise',
    noMoney: 'Skúšobná platba: tento server nemá nastaveného platobného poskytovateľa, takže sa nepresúvajú žiadne peniaze a karta sa nepýta. Tlačidlo Zaplatiť len spustí predplatné.',
    plan: { standard: 'Štandard', early_adopter: 'Prvý používateľ (50 % zľava navždy)' },
    perMonth: 'mesačne',
    trial: (d) => `Dnes sa nič neúčtuje. Bezplatná skúšobná doba trvá do ${d}; vtedy by sa účtovala prvá mesačná platba.`,
    chargedNow: 'Prvý mesiac by sa zaúčtoval dnes.',
    pay: 'Zaplatiť',
    cancel: 'Zrušiť',
    notFound: 'Táto platobná relácia je neplatná alebo vypršala.',
    backToApp: 'Späť do Repwise',
  },
  cz: {
    title: 'Předplatné Repwise',
    noMoney: 'Zkušební platba: tento server nemá nastaveného platebního poskytovatele, takže se nepřesouvají žádné peníze a karta se nepožaduje. Tlačítko Zaplatit jen spustí předplatné.',
    plan: { standard: 'Standard', early_adopter: 'První uživatel (50% sleva navždy)' },
    perMonth: 'měsíčně',
    trial: (d) => `Dnes se nic neúčtuje. Zkušební doba zdarma trvá do ${d}; tehdy by se účtovala první měsíční platba.`,
    chargedNow: 'První měsíc by se zaúčtoval dnes.',
    pay: 'Zaplatit',
    cancel: 'Zrušit',
    notFound: 'Tato platební relace je neplatná nebo vypršela.',
    backToApp: 'Zpět do Repwise',
  },
};
