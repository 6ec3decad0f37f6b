import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { setLanguage } from '../../i18n/language';
import { LoginScreen } from './LoginScreen';

const i18n = initI18n('en');

function render(url: string, language: 'en' | 'sk' | 'cz') {
  setLanguage(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <LoginScreen />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('LoginScreen', () => {
  beforeAll(() => setLanguage('en'));

  it('has labelled email and password fields, the forgot-password link and the sign-in button', () => {
    const html = render('/login', 'en');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Email<\/label><input[^>]*id="\1"[^>]*type="email"/);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Password<\/label><input[^>]*id="\1"[^>]*type="password"/);
    expect(html).toContain('href="/forgot-password"');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Sign in/);
  });

  it('shows a known success message translated', () => {
    const html = render('/login?email=ann%40example.com&message=Your%20email%20has%20been%20verified.%20You%20can%20now%20sign%20in.', 'sk');
    expect(html).toContain('Váš e-mail bol overený. Teraz sa môžete prihlásiť.');
    expect(html).toContain('Prihlásenie');
  });

  it('shows an unknown message as it is', () => {
    const html = render('/login?message=Hello%20there', 'cz');
    expect(html).toContain('Hello there');
    expect(html).toContain('Přihlásit se');
  });
});
