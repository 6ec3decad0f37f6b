import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

export const ADMIN_SETUP_TTL_HOURS = 24;

/** The one-time link that lets the first admin choose a password. */
export function adminSetupMail(lang: Locale, v: { email: string; url: string }): RenderedMail {
  const hours = ADMIN_SETUP_TTL_HOURS;
  switch (lang) {
    case 'sk':
      return renderMail(lang, {
        subject: 'Nastavte si administrátorský účet Repwise',
        greeting: 'Dobrý deň,',
        intro: `pre tento server Repwise bol vytvorený administrátorský účet ${v.email}. Heslo k nemu si zvolíte otvorením tohto odkazu:`,
        url: v.url,
        action: 'Nastaviť heslo',
        notes: [`Odkaz je platný ${hours} hodín a dá sa použiť iba raz.`],
      });
    case 'cz':
      return renderMail(lang, {
        subject: 'Nastavte si administrátorský účet Repwise',
        greeting: 'Dobrý den,',
        intro: `pro tento server Repwise byl vytvořen administrátorský účet ${v.email}. Heslo k němu si zvolíte otevřením tohoto odkazu:`,
        url: v.url,
        action: 'Nastavit heslo',
        notes: [`Odkaz je platný ${hours} hodin a lze jej použít pouze jednou.`],
      });
    default:
      return renderMail(lang, {
        subject: 'Set up your Repwise admin account',
        greeting: 'Hello,',
        intro: `An admin account ${v.email} was created for this Repwise server. Open this link to choose its password:`,
        url: v.url,
        action: 'Set password',
        notes: [`The link is valid for ${hours} hours and works once.`],
      });
  }
}
