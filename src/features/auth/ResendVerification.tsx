import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';

/** Resend-verification button with its outcome (docs/rules/accounts.md "Email verification": server message or a generic text). */
export function ResendVerification({ email, variant = 'secondary' }: { email: string | null | undefined; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function resend() {
    if (!email) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await accountApi.resendVerification(email);
      setResult({ ok: true, message: res?.message ? translateMessage(t, res.message) : t('auth.verification.resendSuccess') });
    } catch (e) {
      const message = e instanceof Error && e.message ? translateMessage(t, e.message) : t('messages.resendVerificationFailed');
      setResult({ ok: false, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack-sm">
      <Button variant={variant} onClick={resend} loading={busy} disabled={!email}>
        {busy ? t('auth.verification.resending') : t('auth.verification.resend')}
      </Button>
      {result ? <Banner tone={result.ok ? 'success' : 'error'}>{result.message}</Banner> : null}
    </div>
  );
}
