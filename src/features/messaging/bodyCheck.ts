import { MESSAGE_BODY_MAX } from '../../../domain/messaging/body';
import { MESSAGING_MESSAGES } from '../../../domain/messaging/messages';

/** The composer's check of docs/rules/messaging.md "Messages" before a send: the domain's own text, to translate, or null when the body may go. */
export function bodyError(body: string): string | null {
  const n = body.trim().length;
  if (n === 0) return MESSAGING_MESSAGES.messageBodyRequired;
  if (n > MESSAGE_BODY_MAX) return MESSAGING_MESSAGES.messageBodyTooLong;
  return null;
}

/** Whether the count shows: near the limit only, so a short note stays uncluttered. */
export function showCount(body: string): boolean {
  return body.length > MESSAGE_BODY_MAX - 500;
}

export { MESSAGE_BODY_MAX };
