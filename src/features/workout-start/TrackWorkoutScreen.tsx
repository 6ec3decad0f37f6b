import { useTranslation } from 'react-i18next';
import { WorkoutChoices } from './WorkoutChoices';

/** /client/track-workout: what are you training now? (the start-workout dialog's choices, inline). */
export function TrackWorkoutScreen() {
  const { t } = useTranslation();
  return (
    <div className="page ws-page">
      <header className="page-header">
        <h1 className="page-title">{t('workoutStart.title')}</h1>
        <p className="page-lead">{t('workoutStart.lead')}</p>
      </header>
      <WorkoutChoices />
    </div>
  );
}
