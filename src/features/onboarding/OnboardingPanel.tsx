import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checklist, nextStep, ONBOARDING_STEPS, onboardingPercent, STEP_LINKS } from '../../../domain/onboarding/steps';
import { applyLocalMutation, useUserDb } from '../../db';
import { useInstallState } from '../../pwa/install';
import { Button } from '../../ui/Button';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon } from '../../ui/icons';
import { htmlLangOf } from '../../../domain/language';
import { useLocale } from '../../hooks/useLocale';
import { useOnboarding } from './useOnboarding';
import './onboarding.css';

/**
 * The trainer's onboarding checklist on the dashboard (docs/rules/onboarding.md "The nine steps"): nine steps,
 * each linking to where it is done, the percent, expand/collapse and dismiss.
 * Every change is a local mutation: it shows at once, offline too, and the
 * rebase takes it back if the server refuses it.
 */
export function OnboardingPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const row = useOnboarding();
  const install = useInstallState();
  const listId = useId();
  const reported = useRef(false);

  const installDone = !!row?.steps.some((s) => s.id === 'install-pwa');
  // The app runs installed, or the install prompt was accepted: that is the install-pwa step's event.
  useEffect(() => {
    if (!row || installDone || install !== 'installed' || reported.current) return;
    reported.current = true;
    void applyLocalMutation(db, 'onboarding.completeStep', { stepId: 'install-pwa', source: 'app', at: new Date().toISOString() }).catch((e: unknown) => console.error('onboarding.completeStep', e));
  }, [db, row, installDone, install]);

  if (!row || row.dismissedAt) return null;
  const percent = onboardingPercent(row.steps);
  const count = new Set(row.steps.map((s) => s.id)).size;
  const next = nextStep(row.steps);
  const save = (name: 'onboarding.setState', args: { expanded?: boolean; dismissed?: boolean }) =>
    void applyLocalMutation(db, name, { ...args, at: new Date().toISOString() }).catch((e: unknown) => console.error(name, e));
  const tick = (stepId: (typeof ONBOARDING_STEPS)[number]) =>
    void applyLocalMutation(db, 'onboarding.completeStep', { stepId, source: 'manual', at: new Date().toISOString() }).catch((e: unknown) => console.error('onboarding.completeStep', e));
  const pct = new Intl.NumberFormat(htmlLangOf(locale), { style: 'percent' }).format(percent / 100);

  return (
    <section className="card onboarding-panel" aria-labelledby="onboarding-title" data-testid="onboarding-panel">
      <div className="onboarding-head">
        <button type="button" className="onboarding-toggle" aria-expanded={row.expanded} aria-controls={listId} onClick={() => save('onboarding.setState', { expanded: !row.expanded })}>
          {row.expanded ? <ChevronDownIcon size={18} aria-hidden="true" /> : <ChevronRightIcon size={18} aria-hidden="true" />}
          <span className="onboarding-title" id="onboarding-title">
            {t('onboarding.title')}
          </span>
        </button>
        <span className="onboarding-count" data-testid="onboarding-progress">
          {t('onboarding.progress', { count, total: ONBOARDING_STEPS.length, percent: pct })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => save('onboarding.setState', { dismissed: true })}>
          {t('onboarding.dismiss')}
        </Button>
      </div>
      <div className="onboarding-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('onboarding.title')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      {row.expanded ? (
        <div id={listId}>
          {next === null ? <p className="onboarding-all-done">{t('onboarding.allDone')}</p> : null}
          <ol className="onboarding-steps">
            {checklist(row.steps).map((s) => (
              <li key={s.id} className={`onboarding-step${s.completed ? ' is-done' : ''}${s.id === next ? ' is-next' : ''}`} data-step={s.id} data-done={s.completed ? 'true' : 'false'}>
                <span className="onboarding-check" aria-hidden="true">
                  {s.completed ? <CheckIcon size={16} /> : null}
                </span>
                <span className="onboarding-step-body">
                  <Link to={STEP_LINKS[s.id]} className="onboarding-step-title">
                    {t(`onboarding.steps.${s.id}.title`)}
                  </Link>
                  <span className="visually-hidden">{s.completed ? ` (${t('onboarding.done')})` : ''}</span>
                  <span className="onboarding-step-text">{t(`onboarding.steps.${s.id}.text`)}</span>
                </span>
                {!s.completed && s.manual ? (
                  <Button variant="secondary" size="sm" onClick={() => tick(s.id)} aria-label={t('onboarding.markDoneNamed', { step: t(`onboarding.steps.${s.id}.title`) })}>
                    {t('onboarding.markDone')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
