import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlansTab } from '../plans';
import { ExerciseLibrary } from './ExerciseLibrary';
import './exercises.css';

type Tab = 'exercises' | 'plans';

/** /trainer/training: the exercise library and the training plans, as two tabs (the tab is in the address). */
export function TrainingScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'plans' ? 'plans' : 'exercises';
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('exercises.training.title')}</h1>
        <p className="page-lead">{t('exercises.training.lead')}</p>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (v === 'plans') next.set('tab', 'plans');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        className="tr-tabs"
      >
        <Tabs.List className="tr-tablist" aria-label={t('exercises.training.title')}>
          <Tabs.Trigger value="exercises" className="tr-tab">
            {t('exercises.training.tabs.exercises')}
          </Tabs.Trigger>
          <Tabs.Trigger value="plans" className="tr-tab">
            {t('exercises.training.tabs.plans')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="exercises" className="tr-panel">
          <ExerciseLibrary />
        </Tabs.Content>
        <Tabs.Content value="plans" className="tr-panel">
          <PlansTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
