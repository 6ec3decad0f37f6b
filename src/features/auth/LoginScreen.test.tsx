import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { translations } from '../../i18n/resources';
import { setLanguage } from '../../i18n/language';
import { LoginScreen } from './LoginScreen';

const i18n = initI18n('en', translations);

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

  it('shows a success message passed by its key, translated', () => {
    const html = render('/login?email=ann%40example.com&message=emailVerified', 'sk');
    expect(html).toContain('Váš e-mail bol overený. Teraz sa môžete prihlásiť.');
    expect(html).toContain('Prihlásenie');
  });

  it('shows nothing for a message that is no known key, so a link cannot write on the page', () => {
    const html = render('/login?message=Call%20us%20at%20555', 'cz');
    expect(html).not.toContain('Call us');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('Přihlásit se');
  });
});
