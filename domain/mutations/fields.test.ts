import { describe, expect, it } from 'vitest';
import { ClientFields } from '../clients/fields';
import { MESSAGES } from '../messages';
import { optionalText, requiredText, text } from './fields';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('the shared text schemas', () => {
  it('refuse U+0000, which PostgreSQL text cannot hold, in required, optional and plain text', () => {
    for (const schema of [text(), requiredText(10, 'req', 'long'), optionalText()]) {
      expect(messagesOf(schema.safeParse('a\u0000b'))).toEqual([MESSAGES.nulCharacter]);
      expect(schema.safeParse('ab').success).toBe(true);
    }
  });

  it('tell a too-long full name by its real limit, not as missing', () => {
    expect(messagesOf(ClientFields.shape.name.safeParse('x'.repeat(121)))).toEqual([MESSAGES.nameTooLong]);
    expect(messagesOf(ClientFields.shape.name.safeParse(' '))).toEqual([MESSAGES.nameRequired]);
  });
});
