import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { authStore, useAuth } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { MESSAGES } from '../../../domain/messages';
import { companionApi } from './switchApp';
import { useSwitchApp } from './useSwitchApp';

/** Settings → Client experience (trainer): the companion client account on or off, and the switch to the client app. */
export function ClientExperienceSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const on = !!user?.companion_enabled;
  const switcher = useSwitchApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = on ? await companionApi.turnOff() : await companionApi.turnOn();
      authStore.setUser(res.user);
    } catch (e) {
      setError(isApiError(e) ? e.message : MESSAGES.networkError);
    } finally {
      setBusy(false);
    }
  };

  const shown = error ?? switcher.error;
  return (
    <section className="card" data-testid="client-experience">
      <h2 className="card-title">{t('settings.sections.clientExperience.title')}</h2>
      <p className="card-description">{on ? t('companion.on') : t('companion.off')}</p>
      {shown ? <Banner tone="error">{translateMessage(t, shown)}</Banner> : null}
      {on ? (
        <>
          <div className="settings-actions">
            <Button onClick={() => void switcher.run()} loading={switcher.busy}>
              {switcher.busy ? t('companion.switching') : t('companion.switchToClient')}
            </Button>
            <Button variant="secondary" onClick={() => void toggle()} loading={busy} disabled={switcher.busy}>
              {t('companion.turnOff')}
            </Button>
          </div>
          <p className="field-hint">{t('companion.turnOffHint')}</p>
        </>
      ) : (
        <div>
          <Button onClick={() => void toggle()} loading={busy}>
            {t('companion.turnOn')}
          </Button>
        </div>
      )}
    </section>
  );
}
