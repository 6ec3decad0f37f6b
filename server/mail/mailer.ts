import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** Waits for mails still being sent, then closes the transport. */
  close(): Promise<void>;
}

/**
 * SMTP when a URL is given. Otherwise every mail is rendered by nodemailer to
 * an .eml file under <dataDir>/mail and its links are logged, so a newcomer can
 * follow a verification or reset link without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: (m: string) => void }): Mailer {
  return trackPending(createTransportMailer(opts));
}

/** Mails go out after the answer; a shutdown must not cut one off half written. */
function trackPending(inner: { send(msg: MailMessage): Promise<void>; close(): void }): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send(msg) {
      const p = inner.send(msg);
      const tracked = p.catch(() => {}).finally(() => pending.delete(tracked));
      pending.add(tracked);
      return p;
    },
    async close() {
      await Promise.all([...pending]);
      inner.close();
    },
  };
}

function createTransportMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: (m: string) => void }): {
  send(msg: MailMessage): Promise<void>;
  close(): void;
} {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(opts.dataDir, 'mail');
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: opts.from, ...msg });
      await mkdir(dir, { recursive: true });
      const safeTo = msg.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      const links: string[] = msg.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log(`mail to ${msg.to}: "${msg.subject}" written to ${file}${links.map((l) => `\n  link: ${l}`).join('')}`);
    },
    close: () => transport.close(),
  };
}
