import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useClient } from '../../db';
import { Spinner } from '../../ui/Spinner';
import { usePlan } from '../plans';
import { PlanHistoryPanel, PlanProgressPanel } from './PlanTabs';
import '../exercises/exercises.css';
import './progress.css';

/** /trainer/clients/:clientId/plans/:planId/progress: a client's progress and history on one plan, read-only. */
export function TrainerPlanProgressScreen() {
  const { t } = useTranslation();
  const { clientId, planId } = useParams();
  const client = useClient(clientId);
  const plan = usePlan(planId);
  const [tab, setTab] = useState('progress');
  if (client === undefined || plan === undefined) return <Spinner label={t('progress.loading')} />;
  const back = (
    <p className="progress-back">
      <Link className="text-link" to={client ? `/trainer/clients/${client.id}` : '/trainer/clients'}>
        ← {client ? t('progress.plan.backTo', { name: client.name }) : t('progress.trainer.back')}
      </Link>
    </p>
  );
  if (!client || !plan || plan.plan.clientId !== client.id) {
    return (
      <div className="page progress-page">
        {back}
        <header className="page-header">
          <h1 className="page-title">{t('progress.plan.title')}</h1>
          <p className="page-lead">{t('progress.plan.notFound')}</p>
        </header>
      </div>
    );
  }
  return (
    <div className="page progress-page">
      {back}
      <header className="page-header">
        <h1 className="page-title">{t('progress.plan.titleFor', { plan: plan.plan.title, name: client.name })}</h1>
        <p className="page-lead">{t('progress.plan.lead')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="tr-tablist" aria-label={plan.plan.title}>
          <Tabs.Trigger value="progress" className="tr-tab">
            {t('progress.plan.tabProgress')}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className="tr-tab">
            {t('progress.plan.tabHistory')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="progress" className="tr-panel">
          <PlanProgressPanel clientId={client.id} plan={plan} viewer="trainer" />
        </Tabs.Content>
        <Tabs.Content value="history" className="tr-panel">
          <PlanHistoryPanel clientId={client.id} plan={plan} viewer="trainer" />
        </Tabs.Content>
      </Tabs.Root>
      <p className="progress-footer-links">
        <Link className="text-link" to={`/trainer/clients/${client.id}/logs`}>
          {t('progress.plan.allLogs')}
        </Link>
        <Link className="text-link" to={`/trainer/clients/${client.id}/plans/${plan.plan.id}/edit`}>
          {t('progress.plan.edit')}
        </Link>
      </p>
    </div>
  );
}
