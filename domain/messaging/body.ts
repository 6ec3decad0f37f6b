import { text } from '../mutations/fields';
import { MESSAGING_MESSAGES } from './messages';

/** docs/rules/messaging.md "Messages": at most this many characters after trimming. */
export const MESSAGE_BODY_MAX = 4000;

/**
 * A message's text as sync and REST take it: trimmed, 1 to 4,000 characters.
 * One schema for both, so a body the device accepts is one the server keeps.
 */
export const MessageBody = text(MESSAGING_MESSAGES.messageBodyRequired)
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.messageBodyRequired })
  .max(MESSAGE_BODY_MAX, { error: MESSAGING_MESSAGES.messageBodyTooLong });
