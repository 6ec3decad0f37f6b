import type { Locale } from '../../../domain/constants';
import { RESET_TOKEN_TTL_MINUTES } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/** The forgot-password mail. */
export function passwordResetMail(lang: Locale, v: { name: string; url: string }): RenderedMail {
  const minutes = RESET_TOKEN_TTL_MINUTES;
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: 'Obnovenie hesla – Repwise',
        greeting: `Dobrý deň, ${v.name},`,
        intro: 'dostali sme žiadosť o obnovenie hesla k vášmu účtu Repwise. Nové heslo si zvolíte otvorením tohto odkazu:',
        url: v.url,
        action: 'Obnoviť heslo',
        notes: [
          `Odkaz je platný ${minutes} minút a dá sa použiť iba raz.`,
          'Ak ste o obnovenie nežiadali, tento e-mail ignorujte. Vaše heslo zostáva nezmenené.',
        ],
      });
    case 'cz':
      return renderMail(lang, {
        subject: 'Obnovení hesla – Repwise',
        greeting: `Dobrý den, ${v.name},`,
        intro: 'obdrželi jsme žádost o obnovení hesla k vašemu účtu Repwise. Nové heslo si zvolíte otevřením tohoto odkazu:',
        url: v.url,
        action: 'Obnovit heslo',
        notes: [
          `Odkaz je platný ${minutes} minut a lze jej použít pouze jednou.`,
          'Pokud jste o obnovení nežádali, tento e-mail ignorujte. Vaše heslo zůstává beze změny.',
        ],
      });
    default:
      return renderMail(lang, {
        subject: 'Reset your password – Repwise',
        greeting: `Hi ${v.name},`,
        intro: 'We received a request to reset the password of your Repwise account. Open this link to choose a new password:',
        url: v.url,
        action: 'Reset password',
        notes: [
          `The link is valid for ${minutes} minutes and works once.`,
          'If you did not ask for this, you can ignore this email. Your password stays the same.',
        ],
      });
  }
}
