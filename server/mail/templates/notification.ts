import type { Locale } from '../../../domain/constants';
import { renderMail, type RenderedMail } from './layout';

const WORDS: Record<Locale, { greeting: (name: string) => string; action: string; note: string }> = {
  en: { greeting: (n) => `Hi ${n},`, action: 'Open Repwise', note: 'You can turn these emails off in Settings → Notifications.' },
  sk: { greeting: (n) => `Dobrý deň, ${n},`, action: 'Otvoriť Repwise', note: 'Tieto e-maily môžete vypnúť v Nastavenia → Upozornenia.' },
  cz: { greeting: (n) => `Dobrý den, ${n},`, action: 'Otevřít Repwise', note: 'Tyto e-maily můžete vypnout v Nastavení → Upozornění.' },
};

/** A notification mailed to its recipient (title and message already in their language). */
export function notificationMail(lang: Locale, v: { name: string; title: string; message: string; url: string }): RenderedMail {
  const w = WORDS[lang] ?? WORDS.en;
  return renderMail(lang, { subject: v.title, greeting: w.greeting(v.name), intro: v.message, url: v.url, action: w.action, notes: [w.note] });
}
