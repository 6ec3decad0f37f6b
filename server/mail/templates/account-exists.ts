import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/**
 * Sent instead of a verification mail when someone registers with an address
 * that already has an account: the owner learns of it, the form tells no one.
 */
export function accountExistsMail(lang: Locale, v: { name: string; url: string }): RenderedMail {
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: 'Už máte účet v Repwise',
        greeting: `Dobrý deň, ${v.name},`,
        intro: 'niekto (možno vy) sa práve pokúsil zaregistrovať v Repwise s touto e-mailovou adresou. Účet s ňou už máte, môžete sa prihlásiť:',
        url: v.url,
        action: 'Prihlásiť sa',
        notes: ['Ak ste zabudli heslo, na prihlasovacej stránke si ho môžete obnoviť.', 'Ak ste to neboli vy, tento e-mail môžete ignorovať; na vašom účte sa nič nezmenilo.'],
      });
    case 'cz':
      return renderMail(lang, {
        subject: 'Už máte účet v Repwise',
        greeting: `Dobrý den, ${v.name},`,
        intro: 'někdo (možná vy) se právě pokusil zaregistrovat v Repwise s touto e-mailovou adresou. Účet s ní už máte, můžete se přihlásit:',
        url: v.url,
        action: 'Přihlásit se',
        notes: ['Pokud jste zapomněli heslo, na přihlašovací stránce si ho můžete obnovit.', 'Pokud jste to nebyli vy, můžete tento e-mail ignorovat; na vašem účtu se nic nezměnilo.'],
      });
    default:
      return renderMail(lang, {
        subject: 'You already have a Repwise account',
        greeting: `Hi ${v.name},`,
        intro: 'Someone (perhaps you) just tried to sign up for Repwise with this email address. You already have an account with it, so you can sign in:',
        url: v.url,
        action: 'Sign in',
        notes: ['Forgot your password? You can reset it from the sign-in page.', 'If this was not you, you can ignore this email; nothing changed on your account.'],
      });
  }
}
