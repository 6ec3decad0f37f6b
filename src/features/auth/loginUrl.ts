import type { MessageKey } from '../../../domain/messages';

/** The sign-in URL with a success message by its key (never its text: the URL stays short and carries no English). */
export function loginUrlWith(message: MessageKey | undefined, email: string | undefined): string {
  const q = new URLSearchParams();
  if (message) q.set('message', message);
  if (email) q.set('email', email);
  const s = q.toString();
  return s ? `/login?${s}` : '/login';
}
