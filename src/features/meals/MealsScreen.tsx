import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMealsEnabled } from '../../db/mealsEnabled';
import { IngredientsTab } from './IngredientsTab';
import { MealPlansTab } from './MealPlansTab';
import { MealsTab } from './MealsTab';
import '../exercises/exercises.css';
import '../plans/plans.css';
import './meals.css';

const TABS = ['plans', 'meals', 'ingredients'] as const;
type Tab = (typeof TABS)[number];

/** What /trainer/meals shows when an admin has not enabled Meals for this trainer (users.meals_enabled). */
export function MealsOff() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('meals.screen.title')}</h1>
      </header>
      <section className="card" data-testid="meals-off">
        <p>{t('meals.screen.off')}</p>
      </section>
    </div>
  );
}

/** /trainer/meals: meal plans, meals and ingredients as three tabs (the tab is in the address: ?tab=meals, ?tab=ingredients). */
export function TrainerMeals() {
  const { t } = useTranslation();
  const enabled = useMealsEnabled();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'plans';
  if (!enabled) return <MealsOff />;
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('meals.screen.title')}</h1>
        <p className="page-lead">{t('meals.screen.lead')}</p>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (v === 'plans') next.delete('tab');
              else next.set('tab', v);
              return next;
            },
            { replace: true },
          )
        }
        className="tr-tabs"
      >
        <Tabs.List className="tr-tablist" aria-label={t('meals.screen.title')}>
          {TABS.map((v) => (
            <Tabs.Trigger key={v} value={v} className="tr-tab">
              {t(`meals.tabs.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="plans" className="tr-panel">
          <MealPlansTab />
        </Tabs.Content>
        <Tabs.Content value="meals" className="tr-panel">
          <MealsTab />
        </Tabs.Content>
        <Tabs.Content value="ingredients" className="tr-panel">
          <IngredientsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
