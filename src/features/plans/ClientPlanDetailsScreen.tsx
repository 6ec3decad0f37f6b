import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProfile } from '../../db';
import { DumbbellIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { blankWorkoutHref } from '../workout-start';
import { useOwnExerciseMap } from '../exercises';
import { usePlan } from './hooks';
import { PlanBlocksView } from './PlanBlocksView';
import '../exercises/exercises.css';
import './plans.css';

// The progress and history tabs (and their charts) load when opened, not with the plan.
const loadTabs = () => import('../progress/PlanTabs');
const PlanProgressPanel = lazy(() => loadTabs().then((m) => ({ default: m.PlanProgressPanel })));
const PlanHistoryPanel = lazy(() => loadTabs().then((m) => ({ default: m.PlanHistoryPanel })));

/** /client/plans/:id: the plan (blocks, supersets, rounds, rest, per-set targets); and the client's progress and history on it. */
export function ClientPlanDetailsScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const plan = usePlan(id);
  const own = useOwnExerciseMap();
  const profile = useProfile();
  const [tab, setTab] = useState('plan');
  if (plan === undefined || own === undefined) return <Spinner label={t('common.loading')} />;
  if (plan === null) {
    return (
      <div className="page">
        <h1 className="page-title">{t('plans.client.notFoundTitle')}</h1>
        <p>{t('plans.client.notFound')}</p>
        <Link className="text-link" to="/client/plans">
          {t('plans.client.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page cp">
      <Link className="text-link small" to="/client/plans">
        ← {t('plans.client.back')}
      </Link>
      <header className="page-header">
        <h1 className="page-title">{plan.plan.title}</h1>
        {plan.plan.description ? <p className="page-lead">{plan.plan.description}</p> : null}
        {/* A plan is one training day: started here as from the dashboard's Start workout. */}
        {profile?.clientId && plan.plan.clientId === profile.clientId && plan.blocks.length > 0 ? (
          <div className="cp-start">
            <Link to={blankWorkoutHref(plan.plan.id)} className="btn btn--primary btn--lg" data-testid="plan-start">
              <DumbbellIcon size={20} /> {t('plans.client.start')}
            </Link>
            <p className="field-hint">{t('plans.client.startHint')}</p>
          </div>
        ) : null}
      </header>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="tr-tablist" aria-label={plan.plan.title}>
          <Tabs.Trigger value="plan" className="tr-tab">
            {t('plans.client.tabPlan')}
          </Tabs.Trigger>
          <Tabs.Trigger value="progress" className="tr-tab">
            {t('plans.client.tabProgress')}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className="tr-tab">
            {t('plans.client.tabHistory')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="plan" className="tr-panel">
          <PlanBlocksView plan={plan} own={own} />
        </Tabs.Content>
        <Tabs.Content value="progress" className="tr-panel">
          {plan.plan.clientId && (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <PlanProgressPanel clientId={plan.plan.clientId} plan={plan} viewer="client" />
            </Suspense>
          )}
        </Tabs.Content>
        <Tabs.Content value="history" className="tr-panel">
          {plan.plan.clientId && (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <PlanHistoryPanel clientId={plan.plan.clientId} plan={plan} viewer="client" />
            </Suspense>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
