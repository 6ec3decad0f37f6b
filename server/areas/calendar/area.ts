import { defineServerArea } from '../../replication/area';
import { registerCalendarRoutes } from './routes';

/** A trainer's calendar feeds (iCalendar). It does not sync: routes only. */
export const calendarServer = defineServerArea({
  routes: registerCalendarRoutes,
});
