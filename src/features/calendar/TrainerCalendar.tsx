/** The trainer's calendar (month, week, day) on the dashboard. Placeholder until the views land. */
export function TrainerCalendar() {
  return null;
}
