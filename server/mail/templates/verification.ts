import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/** The email-verification mail sent after trainer registration and on resend. */
export function verificationMail(lang: Locale, v: { name: string; url: string; hours: number }): RenderedMail {
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: 'Overte svoju e-mailovú adresu – Repwise',
        greeting: `Dobrý deň, ${v.name},`,
        intro: 'ďakujeme za registráciu v Repwise. Potvrďte, prosím, svoju e-mailovú adresu otvorením tohto odkazu:',
        url: v.url,
        action: 'Overiť e-mail',
        notes: [
          `Odkaz platí ${v.hours} hodín; potom si na jeho stránke vyžiadate nový.`,
          'Po overení e-mailu pridáte spôsob platby a začne sa vaša 14-dňová bezplatná skúšobná doba; nič sa neúčtuje, kým neskončí.',
          'Ak ste si účet nevytvorili, tento e-mail môžete ignorovať.',
        ],
      });
    case 'cz':
      return renderMail(lang, {
        subject: 'Ověřte svou e-mailovou adresu – Repwise',
        greeting: `Dobrý den, ${v.name},`,
        intro: 'děkujeme za registraci v Repwise. Potvrďte prosím svou e-mailovou adresu otevřením tohoto odkazu:',
        url: v.url,
        action: 'Ověřit e-mail',
        notes: [
          `Odkaz platí ${v.hours} hodin; poté si na jeho stránce vyžádáte nový.`,
          'Po ověření e-mailu přidáte platební metodu a začne vaše 14denní zkušební doba zdarma; nic se neúčtuje, dokud neskončí.',
          'Pokud jste si účet nevytvořili, můžete tento e-mail ignorovat.',
        ],
      });
    default:
      return renderMail(lang, {
        subject: 'Verify your email address – Repwise',
        greeting: `Hi ${v.name},`,
        intro: 'Thanks for signing up for Repwise. Please confirm your email address by opening this link:',
        url: v.url,
        action: 'Verify email',
        notes: [
          `The link is valid for ${v.hours} hours; after that, its page lets you ask for a new one.`,
          'Once your email is verified, add a payment method to start your 14-day free trial; nothing is charged until it ends.',
          'If you did not create an account, you can ignore this email.',
        ],
      });
  }
}
