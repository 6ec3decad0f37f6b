import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/**
 * Sent instead of an invitation when the invited address already has an
 * account (in the owner's language): the trainer's answer is the same either
 * way, so only the address's owner learns it has one.
 */
export function invitationAccountExistsMail(lang: Locale, v: { trainerName: string; name: string; url: string }): RenderedMail {
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: `${v.trainerName} vás pozýva do Repwise – účet už máte`,
        greeting: `Dobrý deň, ${v.name},`,
        intro: `${v.trainerName} vás pozval do Repwise ako svojho klienta. S touto e-mailovou adresou už účet máte, preto pozvánka nový účet nevytvorí. Prihláste sa ním:`,
        url: v.url,
        action: 'Prihlásiť sa',
        notes: [
          `Ak chcete byť klientom ${v.trainerName} s novým účtom, pošlite mu inú e-mailovú adresu na pozvanie: jedna adresa patrí jednému účtu.`,
          'Ak ste zabudli heslo, na prihlasovacej stránke si ho môžete obnoviť. Ak pozvánku nečakáte, tento e-mail môžete ignorovať.',
        ],
      });
    case 'cz':
      return renderMail(lang, {
        subject: `${v.trainerName} vás zve do Repwise – účet už máte`,
        greeting: `Dobrý den, ${v.name},`,
        intro: `${v.trainerName} vás pozval do Repwise jako svého klienta. S touto e-mailovou adresou už účet máte, proto pozvánka nový účet nevytvoří. Přihlaste se jím:`,
        url: v.url,
        action: 'Přihlásit se',
        notes: [
          `Pokud chcete být klientem ${v.trainerName} s novým účtem, pošlete mu jinou e-mailovou adresu k pozvání: jedna adresa patří jednomu účtu.`,
          'Pokud jste zapomněli heslo, na přihlašovací stránce si ho můžete obnovit. Pokud pozvánku nečekáte, můžete tento e-mail ignorovat.',
        ],
      });
    default:
      return renderMail(lang, {
        subject: `${v.trainerName} invited you to Repwise – you already have an account`,
        greeting: `Hi ${v.name},`,
        intro: `${v.trainerName} invited you to Repwise as their client. You already have a Repwise account with this email address, so the invitation cannot create another one. Sign in with it:`,
        url: v.url,
        action: 'Sign in',
        notes: [
          `To join ${v.trainerName} as a client with a new account, send them another email address to invite: one address holds one account.`,
          'Forgot your password? You can reset it from the sign-in page. If you were not expecting this invitation, you can ignore this email.',
        ],
      });
  }
}
