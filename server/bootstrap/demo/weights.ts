import { demoId, pushAs, type DemoPart } from './seed';

const DAY_MS = 86_400_000;

/** Inside the devices' sync window (120 days back), so the whole history shows in the app. */
export const WEIGHT_HISTORY_DAYS = 110;

/** Each client's weight from the first to the latest day, and how often they step on the scale. */
const TRENDS: Record<string, { from: number; to: number; everyDays: number }> = {
  adam: { from: 95.2, to: 89.1, everyDays: 2 },
  beata: { from: 60.1, to: 62.4, everyDays: 3 },
  cyril: { from: 80.3, to: 79.2, everyDays: 4 },
};

/** A small deterministic generator (mulberry32): the same noise on every start, and in tests. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A believable history: a steady trend with day-to-day noise of a few hundred
 * grams, morning weigh-ins, now and then an evening one as well (the chart
 * draws a day's mean).
 */
export function weightHistory(key: string, now: Date): { at: Date; kg: number }[] {
  const trend = TRENDS[key];
  if (!trend) return [];
  const next = random([...key].reduce((h, ch) => h * 31 + ch.charCodeAt(0), 7));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: { at: Date; kg: number }[] = [];
  // From yesterday back, so the latest weight is fresh whatever the spacing.
  for (let daysBack = 1; daysBack <= WEIGHT_HISTORY_DAYS; daysBack += trend.everyDays) {
    const progress = 1 - daysBack / WEIGHT_HISTORY_DAYS;
    const kg = trend.from + (trend.to - trend.from) * progress + (next() - 0.5) * 0.8;
    const morning = today - daysBack * DAY_MS + (5 * 60 + Math.floor(next() * 90)) * 60_000;
    out.push({ at: new Date(morning), kg: Math.round(kg * 10) / 10 });
    if (next() < 0.15) out.push({ at: new Date(morning + 13 * 3_600_000), kg: Math.round((kg + 0.6 + next() * 0.5) * 10) / 10 });
  }
  return out;
}

/** The clients with an account log their own weights, from their phone. */
export const weightsPart: DemoPart = {
  name: 'weights',
  async seed(s) {
    for (const [key, user] of s.clientUsers) {
      const history = weightHistory(key, s.now);
      if (!history.length) continue;
      await pushAs(
        s,
        user,
        `client:${key}:weights`,
        history.map((w, i) => ({ name: 'weightLog.create', args: { id: demoId(`weight:${key}:${i}`), weightKg: w.kg, loggedAt: w.at.toISOString() } })),
      );
    }
  },
};
