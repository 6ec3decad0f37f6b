import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileInput, type UserDto } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { http } from '../../api/http';
import { isApiError } from '../../api/ApiError';
import { authStore } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * Account → Profile: the name is editable (PUT /api/user/profile; a trainer's
 * companion client account follows it); the email is shown, not changed. A
 * companion client account shows both read-only: they belong to the trainer account.
 */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !!user.companion_of;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    setError(null);
    const parsed = ProfileInput.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.validationFailed);
      return;
    }
    setBusy(true);
    try {
      const res = await http.put<{ message: string; user: UserDto }>('/api/user/profile', parsed.data);
      authStore.setUser(res.user);
      setStatus({ ok: true, message: res.message });
    } catch (err) {
      if (isApiError(err) && err.errors.name?.[0]) setError(err.errors.name[0]);
      else setStatus({ ok: false, message: isApiError(err) ? err.message : MESSAGES.networkError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" data-testid="profile">
      <h2 className="card-title">{t('account.profile')}</h2>
      {status ? <Banner tone={status.ok ? 'success' : 'error'}>{translateMessage(t, status.message)}</Banner> : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('companion.profile.name')}
          name="name"
          autoComplete="name"
          value={name}
          readOnly={readOnly}
          error={translateMessage(t, error)}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField label={t('auth.fields.email')} type="email" value={user.email} readOnly hint={t('companion.profile.emailFixed')} />
        {readOnly ? null : (
          <div>
            <Button type="submit" loading={busy}>
              {busy ? t('companion.profile.saving') : t('companion.profile.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
