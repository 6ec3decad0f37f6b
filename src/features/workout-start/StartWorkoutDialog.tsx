import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { WorkoutChoices } from './WorkoutChoices';

export interface StartWorkoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The start-workout dialog (docs/rules/workouts.md "Starting a workout"): the same choices as /client/track-workout; following one closes it. */
export function StartWorkoutDialog({ open, onOpenChange }: StartWorkoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('workoutStart.title')}>
      {open ? <WorkoutChoices headingLevel={3} onChoose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
