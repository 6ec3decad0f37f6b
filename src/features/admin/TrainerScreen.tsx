import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { formatMoney, formatNumber } from '../../i18n/format';
import { TextField } from '../../ui/TextField';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useLocale } from '../../hooks/useLocale';
import { LANGUAGE_NAMES } from '../../ui/languageNames';
import type { Locale } from '../../../domain/constants';
import { ActionLog } from './ActionLog';
import { adminApi, type TrainerDetail } from './api';
import { StatusBadge, when } from './labels';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';
import { EmailText } from '../../ui/EmailText';

/** /admin/trainer/{id}: who the trainer is, where their subscription stands, and what an admin may change. */
export function AdminTrainerDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAdminQuery(() => adminApi.trainer(id), [id]);
  const tr = query.data;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/trainers" className="back-link">
          ← {t('admin.trainers.title')}
        </Link>
      </p>
      <header className="page-header">
        <h1 className="page-title">{tr?.name ?? t('admin.trainer.title')}</h1>
        {tr ? (
          <p className="page-lead">
            <EmailText email={tr.email} />
          </p>
        ) : null}
      </header>
      <QueryStatus query={query} />
      {tr ? <TrainerBody tr={tr} onChanged={query.reload} /> : null}
    </div>
  );
}

function TrainerBody({ tr, onChanged }: { tr: TrainerDetail; onChanged(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const online = useBrowserOnline();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, doneKey: string) => {
    setBusy(key);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(doneKey);
      onChanged();
    } catch (e) {
      setError(isApiError(e) && e.status === 0 ? t('admin.offline.text') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  const disabled = !!tr.disabled_at;

  return (
    <div className="admin-columns">
      <section className="card" aria-labelledby="trainer-profile">
        <h2 className="card-title" id="trainer-profile">
          {t('admin.trainer.profile')}
        </h2>
        <dl className="admin-facts">
          <dt>{t('admin.columns.status')}</dt>
          <dd>
            <StatusBadge status={tr.status} disabled={disabled} />
          </dd>
          {disabled ? (
            <>
              <dt>{t('admin.trainer.disabledSince')}</dt>
              <dd>{when(tr.disabled_at, locale, true)}</dd>
            </>
          ) : null}
          <dt>{t('admin.columns.clients')}</dt>
          <dd>{formatNumber(tr.clients, locale, 0)}</dd>
          <dt>{t('admin.columns.lastActive')}</dt>
          <dd>{when(tr.last_active, locale, true)}</dd>
          <dt>{t('admin.columns.created')}</dt>
          <dd>{when(tr.created_at, locale)}</dd>
          <dt>{t('admin.trainer.emailVerified')}</dt>
          <dd>{tr.email_verified_at ? when(tr.email_verified_at, locale) : t('admin.trainer.notVerified')}</dd>
          <dt>{t('admin.trainer.language')}</dt>
          <dd>{LANGUAGE_NAMES[tr.language as Locale] ?? tr.language}</dd>
          <dt>{t('admin.trainer.timeZone')}</dt>
          <dd>{tr.time_zone}</dd>
        </dl>
      </section>

      <section className="card" aria-labelledby="trainer-subscription">
        <h2 className="card-title" id="trainer-subscription">
          {t('admin.trainer.subscription')}
        </h2>
        <dl className="admin-facts">
          <dt>{t('admin.trainer.plan')}</dt>
          <dd>{t(`admin.plans.${tr.subscription?.plan ?? 'trial'}`)}</dd>
          {tr.subscription ? (
            <>
              <dt>{t('admin.trainer.subStatus')}</dt>
              <dd>{t(`admin.subStatus.${tr.subscription.status}`)}</dd>
            </>
          ) : null}
          {tr.trial_ends_at && (tr.status === 'trial' || tr.status === 'expired') ? (
            <>
              <dt>{t(new Date(tr.trial_ends_at) > new Date() ? 'admin.trainer.trialEnds' : 'admin.trainer.trialEnded')}</dt>
              <dd>{when(tr.trial_ends_at, locale)}</dd>
            </>
          ) : null}
          {tr.subscription && tr.subscription.plan !== 'trial' ? (
            <>
              <dt>{t('admin.trainer.periodEnd')}</dt>
              <dd>{tr.subscription.current_period_end ? when(tr.subscription.current_period_end, locale) : t('admin.trainer.noEnd')}</dd>
            </>
          ) : null}
          {tr.subscription?.amount_minor ? (
            <>
              <dt>{t('admin.trainer.price')}</dt>
              <dd>{formatMoney(tr.subscription.amount_minor / 100, locale, 'EUR')}</dd>
            </>
          ) : null}
        </dl>
        <SubscriptionActions tr={tr} run={run} busy={busy} online={online} />
        <h3 className="admin-subtitle">{t('admin.trainer.subHistory')}</h3>
        {tr.subscription_history.length ? (
          <ol className="admin-log">
            {tr.subscription_history.map((e) => (
              <li key={e.id}>
                <span className="admin-log-what">{t(`admin.events.${e.kind}`, { defaultValue: e.kind })}</span>
                <span className="admin-log-meta">
                  {e.actor_email ?? t(`admin.actors.${e.actor_type}`, { defaultValue: e.actor_type })} · <time dateTime={e.created_at}>{when(e.created_at, locale, true)}</time>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="card-description">{t('admin.trainer.noSubHistory')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="trainer-actions">
        <h2 className="card-title" id="trainer-actions">
          {t('admin.trainer.actions')}
        </h2>
        {!online ? <Banner tone="warning">{t('admin.offline.text')}</Banner> : null}
        {error ? <Banner tone="error">{translateMessage(t, error)}</Banner> : null}
        {done ? <Banner tone="success">{t(done, { name: tr.name })}</Banner> : null}
        <div className="admin-action-row">
          <div>
            <p className="admin-action-title">{t('admin.trainer.mealsTitle')}</p>
            <p className="card-description">{t(tr.meals_enabled ? 'admin.trainer.mealsOnText' : 'admin.trainer.mealsOffText')}</p>
          </div>
          <Button
            variant="secondary"
            disabled={!online}
            loading={busy === 'meals'}
            onClick={() => void run('meals', () => adminApi.setMeals(tr.id, !tr.meals_enabled), tr.meals_enabled ? 'admin.trainer.mealsTurnedOff' : 'admin.trainer.mealsTurnedOn')}
          >
            {t(tr.meals_enabled ? 'admin.trainer.mealsOff' : 'admin.trainer.mealsOn')}
          </Button>
        </div>
        <div className="admin-action-row">
          <div>
            <p className="admin-action-title">{t(disabled ? 'admin.trainer.enableTitle' : 'admin.trainer.disableTitle')}</p>
            <p className="card-description">{t(disabled ? 'admin.trainer.enableText' : 'admin.trainer.disableText')}</p>
          </div>
          {disabled ? (
            <Button variant="secondary" disabled={!online} loading={busy === 'enable'} onClick={() => void run('enable', () => adminApi.setDisabled(tr.id, false), 'admin.trainer.enabled')}>
              {t('admin.trainer.enable')}
            </Button>
          ) : (
            <Button variant="danger" disabled={!online} loading={busy === 'disable'} onClick={() => setConfirm(true)}>
              {t('admin.trainer.disable')}
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('admin.trainer.disableConfirmTitle', { name: tr.name })}
          cancelLabel={t('admin.cancel')}
          confirmLabel={t('admin.trainer.disable')}
          onConfirm={() => {
            setConfirm(false);
            void run('disable', () => adminApi.setDisabled(tr.id, true), 'admin.trainer.disabled');
          }}
        >
          <p>{t('admin.trainer.disableConfirmText')}</p>
        </ConfirmDialog>
      </section>

      <section className="card" aria-labelledby="trainer-history">
        <h2 className="card-title" id="trainer-history">
          {t('admin.trainer.history')}
        </h2>
        <ActionLog actions={tr.actions} />
      </section>
    </div>
  );
}

/** Extend the trial by some days; grant free access (until a date, or without end) or lifetime. */
function SubscriptionActions({
  tr,
  run,
  busy,
  online,
}: {
  tr: TrainerDetail;
  run(key: string, action: () => Promise<unknown>, doneKey: string): Promise<void>;
  busy: string | null;
  online: boolean;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState('14');
  const [until, setUntil] = useState('');
  const n = Number(days);
  const daysOk = Number.isInteger(n) && n >= 1 && n <= 365;
  return (
    <div className="admin-sub-actions">
      <form
        className="admin-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (daysOk) void run('extend', () => adminApi.extendTrial(tr.id, n), 'admin.trainer.trialExtended');
        }}
      >
        <TextField
          label={t('admin.trainer.extendDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={daysOk ? undefined : t('admin.trainer.daysInvalid')}
        />
        <Button type="submit" variant="secondary" disabled={!online || !daysOk} loading={busy === 'extend'}>
          {t('admin.trainer.extendTrial')}
        </Button>
      </form>
      <form
        className="admin-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run('free', () => adminApi.grant(tr.id, 'free_access', until || null), 'admin.trainer.granted');
        }}
      >
        <TextField label={t('admin.trainer.freeUntil')} hint={t('admin.trainer.freeUntilHint')} type="date" min={new Date().toISOString().slice(0, 10)} value={until} onChange={(e) => setUntil(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={!online} loading={busy === 'free'}>
          {t('admin.trainer.grantFree')}
        </Button>
      </form>
      <Button variant="secondary" disabled={!online || tr.subscription?.plan === 'lifetime'} loading={busy === 'lifetime'} onClick={() => void run('lifetime', () => adminApi.grant(tr.id, 'lifetime', null), 'admin.trainer.granted')}>
        {t('admin.trainer.grantLifetime')}
      </Button>
    </div>
  );
}
