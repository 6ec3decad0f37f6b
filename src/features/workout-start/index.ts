export { StartWorkoutDialog, type StartWorkoutDialogProps } from './StartWorkoutDialog';
export { TrackWorkoutScreen } from './TrackWorkoutScreen';
export { WorkoutChoices, type WorkoutChoicesProps } from './WorkoutChoices';
export { StartWorkoutCard } from './StartWorkoutCard';
