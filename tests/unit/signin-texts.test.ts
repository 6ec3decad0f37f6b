import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { signInTexts } from '../../scripts/signin-texts';

const root = resolve(__dirname, '../..');

/** Every file the sign-in pages render (routes.tsx and what its screens and frame use). */
const RENDERED = [
  'src/features/auth/SignInLayout.tsx',
  'src/features/auth/LoginScreen.tsx',
  'src/features/auth/ForgotPasswordScreen.tsx',
  'src/features/auth/ResetPasswordScreen.tsx',
  'src/features/auth/RegisterScreen.tsx',
  'src/features/auth/ResendVerification.tsx',
  'src/features/landing/LandingThemeMenu.tsx',
  'src/app/SuspenseOutlet.tsx',
  'src/app/guards/RouteGuard.tsx',
  'src/ui/NewPasswordFields.tsx',
  'src/ui/TextField.tsx',
  'src/ui/Banner.tsx',
  'src/ui/Button.tsx',
  'src/ui/Spinner.tsx',
  'src/ui/Checkbox.tsx',
  'src/ui/Dialog.tsx',
];

const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe("the sign-in pages' own texts (virtual:signin-texts/<lang>)", () => {
  const used = new Set<string>();
  const groups = new Set<string>();
  for (const file of RENDERED) {
    const src = readFileSync(resolve(root, file), 'utf8');
    for (const m of src.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)) used.add(m[1]!);
    for (const m of src.matchAll(/i18nKey="([^"]+)"/g)) used.add(m[1]!);
    // A key built at run time (t(`theme.${th}`)): its whole group.
    for (const m of src.matchAll(/\bt\(\s*`([a-zA-Z]+)\./g)) groups.add(m[1]!);
  }

  it('finds the keys it checks', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used).toContain('auth.login.submit');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every text those pages name, every group they build keys in, and every spec message`, () => {
      const texts = signInTexts(root, locale);
      const missing = [...used].filter((k) => typeof lookup(texts, k) !== 'string' && typeof lookup(texts, k) !== 'object');
      expect(missing).toEqual([]);
      for (const g of groups) expect(texts[g], g).toBeTypeOf('object');
      const messages = Object.keys(MESSAGES).filter((k) => typeof lookup(texts, `messages.${k}`) !== 'string');
      expect(messages).toEqual([]);
      // A few, not the app's: the landing's texts are not there, but its footer line.
      expect(lookup(texts, 'landing.footer.rights')).toBeTypeOf('string');
      expect(lookup(texts, 'landing.hero')).toBeUndefined();
      expect(texts.settings).toBeUndefined();
    });
  }
});
