import { describe, expect, it } from 'vitest';
import { emailParts } from './EmailText';

describe('where an email address may break', () => {
  it('after its @ and before each dot, nowhere else', () => {
    expect(emailParts('adam@repwise.app')).toEqual(['adam@', 'repwise', '.app']);
    expect(emailParts('tomas.kral@trainers.repwise.app')).toEqual(['tomas', '.kral@', 'trainers', '.repwise', '.app']);
    expect(emailParts('no-dots')).toEqual(['no-dots']);
  });

  it('keeps every character, in order', () => {
    for (const email of ['a@b.c', '.x@.y.', 'a..b@@c']) expect(emailParts(email).join('')).toBe(email);
  });
});
