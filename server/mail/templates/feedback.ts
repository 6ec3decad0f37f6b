import type { Locale } from '../../../domain/constants';
import type { RenderedMail } from './layout';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const TEXTS: Record<Locale, { subject: (who: string) => string; intro: (who: string, role: string) => string; liked: string; improve: string; other: string }> = {
  en: {
    subject: (who) => `Feedback from ${who}`,
    intro: (who, role) => `${who} (${role}) sent feedback from Settings:`,
    liked: 'What works well',
    improve: 'What could be better',
    other: 'Anything else',
  },
  sk: {
    subject: (who) => `Spätná väzba od ${who}`,
    intro: (who, role) => `${who} (${role}) poslal(a) spätnú väzbu z Nastavení:`,
    liked: 'Čo funguje dobre',
    improve: 'Čo by mohlo byť lepšie',
    other: 'Čokoľvek iné',
  },
  cz: {
    subject: (who) => `Zpětná vazba od ${who}`,
    intro: (who, role) => `${who} (${role}) poslal(a) zpětnou vazbu z Nastavení:`,
    liked: 'Co funguje dobře',
    improve: 'Co by mohlo být lepší',
    other: 'Cokoli jiného',
  },
};

/** Feedback for an admin, in the admin's language; the sender's words are quoted as they wrote them. */
export function feedbackMail(
  lang: Locale,
  v: { name: string; email: string; role: string; liked?: string; improve?: string; other?: string },
): RenderedMail {
  const t = TEXTS[lang];
  const who = `${v.name} <${v.email}>`;
  const parts = (['liked', 'improve', 'other'] as const).filter((k) => v[k]).map((k) => ({ label: t[k], text: v[k] as string }));
  const text = [t.intro(who, v.role), '', ...parts.flatMap((p) => [`${p.label}:`, p.text, ''])].join('\n');
  const html = `<!doctype html>
<html lang="${lang === 'cz' ? 'cs' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(v.name))}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(t.intro(who, v.role))}</p>
${parts.map((p) => `<h3 style="margin:16px 0 4px">${escapeHtml(p.label)}</h3><p style="white-space:pre-wrap;margin:0">${escapeHtml(p.text)}</p>`).join('\n')}
</body></html>
`;
  return { subject: t.subject(v.name), text, html };
}
