import { dayRange, monthGrid, weekRange, type CalendarRange, type MonthGrid } from '../../../domain/sessions/calendar';
import { addDays, isWallDate } from '../../../domain/time/wall-time';

/**
 * The calendar's view state as the URL keeps it (`view`, `date` search
 * params): which view, and a wall date in the trainer's zone inside the
 * period shown. Pure, so reload, navigation and the range are testable.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const VIEW_PARAM = 'view';
export const DATE_PARAM = 'date';

export interface ViewState {
  view: CalendarView;
  date: string;
}

export function parseViewState(params: URLSearchParams, today: string): ViewState {
  const v = params.get(VIEW_PARAM);
  const d = params.get(DATE_PARAM);
  return { view: (CALENDAR_VIEWS as readonly string[]).includes(v ?? '') ? (v as CalendarView) : 'week', date: d && isWallDate(d) ? d : today };
}

/** The params with the view state written in; every other param is kept. */
export function withViewState(params: URLSearchParams, state: ViewState, today: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(VIEW_PARAM, state.view);
  if (state.date === today) next.delete(DATE_PARAM);
  else next.set(DATE_PARAM, state.date);
  return next;
}

/** 'YYYY-MM' plus n months, day clamped to the month's length. */
export function addMonths(date: string, n: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + n;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date one period before (-1) or after (+1). */
export function stepDate(state: ViewState, direction: -1 | 1): string {
  if (state.view === 'month') return addMonths(state.date, direction);
  return addDays(state.date, state.view === 'week' ? 7 * direction : direction);
}

export type ViewRange = CalendarRange & { grid?: MonthGrid; days: string[] };

/** The instant range and the wall dates a view covers. */
export function rangeOfView(state: ViewState, timeZone: string): ViewRange {
  if (state.view === 'month') {
    const grid = monthGrid(state.date.slice(0, 7), timeZone);
    return { ...grid, grid, days: grid.weeks.flat().map((d) => d.date) };
  }
  const r = state.view === 'week' ? weekRange(state.date, timeZone) : dayRange(state.date, timeZone);
  const days: string[] = [];
  for (let d = r.fromDate; d <= r.toDate; d = addDays(d, 1)) days.push(d);
  return { ...r, days };
}
