import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as SM } from '../../domain/sessions/messages';
import { SERIES_MAX_SPAN_DAYS } from '../../domain/sessions/recurrence';
import { dateToDay } from '../../domain/time/wall-time';

/**
 * Issue 27 item 1: a series dated 'x' walked forever. Each scenario runs in a
 * child process killed after DEADLINE_MS, so a walk that does not end fails
 * the test instead of hanging the run (a vitest timeout cannot interrupt a
 * synchronous loop in the test's own thread).
 */
const DEADLINE_MS = 8_000;

function runScenario(name: string): unknown {
  const url = new URL('./series-walk-scenarios.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(url)}).then((m) => process.stdout.write(JSON.stringify(m[${JSON.stringify(name)}]())))`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { timeout: DEADLINE_MS, encoding: 'utf8' });
  if (r.error) throw new Error(`${name} did not end within ${DEADLINE_MS} ms (${r.error.message})`);
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

describe('series walks end on any input', () => {
  it('a walk over a date that is not one, NaN bounds or a zero interval visits nothing and ends', { timeout: DEADLINE_MS + 2_000 }, () => {
    expect(runScenario('walksOverBadBounds')).toEqual({
      weeksFromX: 0,
      monthsFromX: 0,
      daysFromX: 0,
      fromNaN: 0,
      endX: 0,
      intervalZero: 0,
      intervalNaN: 0,
      weekdayNaN: 0,
      dayOfMonthNaN: 0,
    });
  });

  it('a stored series without an end stops SERIES_MAX_SPAN_DAYS after its start', { timeout: DEADLINE_MS + 2_000 }, () => {
    expect(runScenario('walkWithoutEnd')).toEqual({ last: dateToDay('2025-03-03') + SERIES_MAX_SPAN_DAYS });
  });

  it('checkSeriesDates skips a date that failed its own check', { timeout: DEADLINE_MS + 2_000 }, () => {
    expect(runScenario('checkOnBadDate')).toEqual([]);
  });

  it('the series schemas answer date "x" with the date\u2019s message alone', { timeout: DEADLINE_MS + 2_000 }, () => {
    const date = `date: ${SM.sessionDateInvalid}`;
    expect(runScenario('schemasOnBadDate')).toEqual({ fields: [date], monthly: [date], create: [date] });
  });
});
