import type { Locale } from '../../../domain/constants';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  greeting: string;
  intro: string;
  url: string;
  action: string;
  notes: string[];
}

const SIGN_OFF: Record<Locale, string> = {
  en: 'The Repwise team',
  sk: 'Tím Repwise',
  cz: 'Tým Repwise',
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text with the link alone on its own line (mail clients keep it clickable), plus a simple HTML twin. */
export function renderMail(lang: Locale, p: MailParts): RenderedMail {
  const text = [p.greeting, '', p.intro, '', p.url, '', ...p.notes.flatMap((n) => [n, '']), SIGN_OFF[lang], ''].join('\n');
  const url = escapeHtml(p.url);
  const html = `<!doctype html>
<html lang="${lang === 'cz' ? 'cs' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.intro)}</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(p.action)}</a></p>
<p style="font-size:13px;color:#4b5563;word-break:break-all">${url}</p>
${p.notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('\n')}
<p>${escapeHtml(SIGN_OFF[lang])}</p>
</body></html>
`;
  return { subject: p.subject, text, html };
}
