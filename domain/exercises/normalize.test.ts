import { describe, expect, it } from 'vitest';
import { foldText } from './normalize';

describe('foldText', () => {
  it('drops case, Slovak and Czech diacritics and extra spaces', () => {
    expect(foldText('Dřep s velkou činkou')).toBe('drep s velkou cinkou');
    expect(foldText('  Ľahký   ÚPOR  ')).toBe('lahky upor');
    expect(foldText('Hýžďový\tmůstek\n')).toBe('hyzdovy mustek');
    expect(foldText('Žabí skoky, ôsmy, äno, ŕ')).toBe('zabi skoky, osmy, ano, r');
  });

  it('leaves plain text as it is, lower-cased', () => {
    expect(foldText('Push-Up')).toBe('push-up');
    expect(foldText('a  b')).toBe('a b');
  });
});
