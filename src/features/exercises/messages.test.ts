import { describe, expect, it } from 'vitest';
import { EXERCISE_MESSAGES, EXERCISE_MESSAGE_TRANSLATIONS } from '../../../domain/exercises/messages';
import { translations, type Tree } from '../../i18n/resources';

const messages = (lang: 'en' | 'sk' | 'cz') => translations[lang].messages as Tree;

describe('exercise messages in the app', () => {
  it.each(['sk', 'cz'] as const)('are the domain\u2019s %s texts, word for word', (lang) => {
    for (const [key, text] of Object.entries(EXERCISE_MESSAGE_TRANSLATIONS[lang])) expect(messages(lang)[key], key).toBe(text);
  });

  it('are the English texts of the API', () => {
    for (const [key, text] of Object.entries(EXERCISE_MESSAGES)) expect(messages('en')[key], key).toBe(text);
  });
});
