import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { withTexts } from '../../i18n/withTexts';
import { loadOnFirstUse } from '../../ui/loadOnFirstUse';
import { DumbbellIcon } from '../../ui/icons';
import './workout-start.css';

// The dialog (Radix) loads when the user reaches for its button, not with the dashboard.
// Its plan choices show the plans' texts (part more), fetched with it.
const StartWorkoutDialog = loadOnFirstUse(() => withTexts(['more'], import('./StartWorkoutDialog')).then((m) => m.StartWorkoutDialog));

/** The client dashboard's way into logging: what to train now, one tap from the home screen. */
export function StartWorkoutCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="card dash-card" data-testid="start-workout">
      <span className="dash-card-icon" aria-hidden="true">
        <DumbbellIcon size={24} />
      </span>
      <div className="dash-card-body start-workout-body">
        <h2 className="start-workout-title">{t('workoutStart.card.title')}</h2>
        <p className="start-workout-text">{t('workoutStart.card.text')}</p>
        <Button {...StartWorkoutDialog.trigger} onClick={() => setOpen(true)}>{t('workoutStart.card.start')}</Button>
      </div>
      <StartWorkoutDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
