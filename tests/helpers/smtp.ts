import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  /** SMTP_URL for the server under test: plain SMTP on loopback, no TLS, no auth. */
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `to` not yet returned by waitFor; waits up to timeoutMs. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves after `ms` if no new mail reached `to`, else rejects. */
  expectNone(to: string, ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** The http(s) links in a plain-text mail (each sits alone on its line). */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/\S+/g) ?? [];
}

function decodeWords(s: string): string {
  // RFC 2047 encoded words, adjacent ones joined without the whitespace between them.
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQp(body);
    default:
      return body;
  }
}

/** Enough MIME for what nodemailer sends: single part or (nested) multipart with text and html. */
function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) into.html ||= decoded;
  else if (/^text\/plain/i.test(type)) into.text ||= decoded;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return { ...envelope, subject: decodeWords(headers.get('subject') ?? ''), text: parts.text.replace(/\r\n/g, '\n'), html: parts.html, raw };
}

/** An in-process SMTP server that keeps every mail it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const nextFor = (to: string) => mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    mails,
    waitFor(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = nextFor(to);
          if (!m) return false;
          taken.add(m);
          waiters.delete(onMail);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const onMail = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onMail);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(onMail);
      });
    },
    async expectNone(to, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      const m = nextFor(to);
      if (m) throw new Error(`unexpected mail to ${to}: ${m.subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
