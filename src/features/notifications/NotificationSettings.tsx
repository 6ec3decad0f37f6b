import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAIL_DELAYS, type MessageMailDelay } from '../../../domain/notifications/data';
import { ApiError } from '../../api/ApiError';
import { http } from '../../api/http';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Checkbox } from '../../ui/Checkbox';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { currentSubscription, pushSupport, subscribePush, unsubscribePush, type PushSupport } from './push-subscription';

type Settings = { email: boolean; push: boolean; message_email: MessageMailDelay; vapid_public_key: string };

/**
 * Settings → notifications (docs/rules/notifications.md "Mail and push"): mail on or off per user, push on or
 * off for this device, and how long a message waits unread before it is
 * mailed (docs/rules/messaging.md "Delivery") (the browser asks its permission; when it refuses, we
 * say how to allow it). Online only: the preferences live on the server.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [pushHere, setPushHere] = useState(false);
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  // Why the server refused this browser's subscription (its 422), shown instead of the general failure.
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void http.get<Settings>('/api/notification-settings').then((s) => live && setSettings(s), () => live && setStatus('failed'));
    void currentSubscription().then((s) => live && setPushHere(!!s && Notification.permission === 'granted'));
    return () => {
      live = false;
    };
  }, [online]);

  const delayField = useId();

  const save = async (patch: Partial<Pick<Settings, 'email' | 'push' | 'message_email'>>) => {
    setBusy(true);
    setStatus(null);
    try {
      setSettings(await http.put<Settings>('/api/notification-settings', patch));
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  const togglePush = async (on: boolean) => {
    if (!settings) return;
    setBusy(true);
    setStatus(null);
    setRefusal(null);
    try {
      if (on) {
        const answer = await subscribePush(settings.vapid_public_key);
        setSupport(answer);
        if (answer !== 'ok' || Notification.permission !== 'granted') return;
        setPushHere(true);
        if (!settings.push) setSettings(await http.put<Settings>('/api/notification-settings', { push: true }));
      } else {
        await unsubscribePush();
        setPushHere(false);
      }
      setStatus('saved');
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setRefusal(translateMessage(t, err.message));
      else setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="notification-settings-title" aria-busy={busy || undefined}>
      <h2 className="card-title" id="notification-settings-title">
        {t('notificationSettings.title')}
      </h2>
      <p className="card-description">{t('notificationSettings.text')}</p>
      {!online ? <Banner tone="info">{t('notificationSettings.offline')}</Banner> : null}
      {online && settings ? (
        <div className="stack-sm">
          <Checkbox name="notify-email" checked={settings.email} onCheckedChange={(v) => void save({ email: v })} label={t('notificationSettings.email')} />
          {support === 'unsupported' ? (
            <p className="card-description">{t('notificationSettings.pushUnsupported')}</p>
          ) : (
            <Checkbox name="notify-push" checked={pushHere} onCheckedChange={(v) => void togglePush(v)} label={t('notificationSettings.push')} />
          )}
          {support === 'denied' ? <Banner tone="warning">{t('notificationSettings.pushDenied')}</Banner> : null}
          <div className="field">
            <label className="field-label" htmlFor={delayField}>
              {t('notificationSettings.messageEmail')}
            </label>
            <select id={delayField} className="field-input" value={settings.message_email} disabled={!settings.email} onChange={(e) => void save({ message_email: e.target.value as MessageMailDelay })}>
              {MESSAGE_MAIL_DELAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`notificationSettings.messageEmailDelay.${d}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {status === 'saved' ? t('notificationSettings.saved') : ''}
      </p>
      {status === 'failed' ? <Banner tone="error">{t('notificationSettings.failed')}</Banner> : null}
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
    </section>
  );
}
