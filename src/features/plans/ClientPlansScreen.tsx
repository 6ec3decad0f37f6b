import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { usePlanSummaries } from './hooks';
import '../exercises/exercises.css';
import './plans.css';

// The meal plans (and the ingredient table that names their ingredients) load with the Meals tab only.
const ClientMealPlansTab = lazy(() => import('../meal-log/MealPlansTab').then((m) => ({ default: m.ClientMealPlansTab })));

/** /client/plans: the client's training plans, and their meal plans in the Meals tab. */
export function ClientPlansScreen() {
  const { t } = useTranslation();
  const plans = usePlanSummaries();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'meals' ? 'meals' : 'training';
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('plans.client.title')}</h1>
      </header>
      <Tabs.Root value={tab} onValueChange={(v) => setParams(v === 'meals' ? { tab: 'meals' } : {}, { replace: true })}>
        <Tabs.List className="tr-tablist" aria-label={t('plans.client.title')}>
          <Tabs.Trigger value="training" className="tr-tab">
            {t('plans.client.training')}
          </Tabs.Trigger>
          <Tabs.Trigger value="meals" className="tr-tab">
            {t('plans.client.meals')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="training" className="tr-panel">
          {!plans ? (
            <Spinner label={t('common.loading')} />
          ) : plans.length === 0 ? (
            <section className="card">
              <p>{t('plans.client.empty')}</p>
            </section>
          ) : (
            <ul className="cp-list">
              {plans.map((p) => (
                <li key={p.id}>
                  <Link to={`/client/plans/${p.id}`} className="cp-card" data-testid="client-plan">
                    <span className="cp-card-title">{p.title}</span>
                    {p.description ? <span className="cp-card-text">{p.description}</span> : null}
                    <span className="cp-card-meta">{t('plans.list.counts', { blocks: p.blockCount, exercises: p.exerciseCount })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="meals" className="tr-panel">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ClientMealPlansTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
