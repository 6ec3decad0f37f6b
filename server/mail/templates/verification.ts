import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/** The email-verification mail sent after trainer registration and on resend. */
export function verificationMail(lang: Locale, v: { name: string; url: string }): RenderedMail {
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: 'Overte svoju e-mailovú adresu – Repwise',
        greeting: `Dobrý deň, ${v.name},`,
        intro: 'ďakujeme za registráciu v Repwise. Potvrďte, prosím, svoju e-mailovú adresu otvorením tohto odkazu:',
        url: v.url,
        action: 'Overiť e-mail',
        notes: [
          'Vaša 14-dňová bezplatná skúšobná doba sa začne po overení e-mailu.',
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
          'Vaše 14denní zkušební doba zdarma začne po ověření e-mailu.',
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
          'Your 14-day free trial starts once your email is verified.',
          'If you did not create an account, you can ignore this email.',
        ],
      });
  }
}
