import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

/** The invitation a trainer sends a client, in the trainer's language. */
export function invitationMail(lang: Locale, v: { trainerName: string; clientName: string; url: string; days: number }): RenderedMail {
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: `${v.trainerName} vás pozýva do Repwise`,
        greeting: `Dobrý deň, ${v.clientName},`,
        intro: `${v.trainerName} vás pozýva do Repwise, kde uvidíte svoje tréningové plány, termíny a pokroky. Účet si vytvoríte otvorením tohto odkazu:`,
        url: v.url,
        action: 'Prijať pozvánku',
        notes: [`Odkaz platí ${v.days} dní a dá sa použiť iba raz.`, 'Ak túto pozvánku nečakáte, tento e-mail môžete ignorovať.'],
      });
    case 'cz':
      return renderMail(lang, {
        subject: `${v.trainerName} vás zve do Repwise`,
        greeting: `Dobrý den, ${v.clientName},`,
        intro: `${v.trainerName} vás zve do Repwise, kde uvidíte své tréninkové plány, termíny a pokroky. Účet si vytvoříte otevřením tohoto odkazu:`,
        url: v.url,
        action: 'Přijmout pozvánku',
        notes: [`Odkaz platí ${v.days} dní a lze jej použít pouze jednou.`, 'Pokud tuto pozvánku nečekáte, můžete tento e-mail ignorovat.'],
      });
    default:
      return renderMail(lang, {
        subject: `${v.trainerName} invited you to Repwise`,
        greeting: `Hi ${v.clientName},`,
        intro: `${v.trainerName} invited you to Repwise, where you will see your training plans, sessions and progress. Create your account by opening this link:`,
        url: v.url,
        action: 'Accept invitation',
        notes: [`The link is valid for ${v.days} days and can be used once.`, 'If you were not expecting this invitation, you can ignore this email.'],
      });
  }
}
