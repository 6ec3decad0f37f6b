import { demoId, pushAs, type DemoPart } from './seed';

const DAY_MS = 86_400_000;

/** Inside the devices' sync window, as the weights. */
const HISTORY_DAYS = 105;
/** Trainers usually tape-measure every two weeks. */
const EVERY_DAYS = 14;

type Values = { waistCm?: number; hipsCm?: number; chestCm?: number; upperArmCm?: number; thighCm?: number; calfCm?: number; neckCm?: number; bodyFatPercent?: number };

/** First and latest values per client, in step with their weight trend (demo/weights.ts): Adam cuts, Beata builds, Cyril holds. */
const TRENDS: Record<string, { from: Values; to: Values; custom?: Record<string, [number, number]> }> = {
  adam: {
    from: { waistCm: 102, hipsCm: 108, chestCm: 112, upperArmCm: 36.5, thighCm: 64, neckCm: 42, bodyFatPercent: 26 },
    to: { waistCm: 95.5, hipsCm: 104, chestCm: 109, upperArmCm: 36, thighCm: 61.5, neckCm: 40.5, bodyFatPercent: 22 },
  },
  beata: {
    from: { waistCm: 68, hipsCm: 94, upperArmCm: 26, thighCm: 54, calfCm: 34 },
    to: { waistCm: 68.5, hipsCm: 97, upperArmCm: 27.5, thighCm: 56.5, calfCm: 35 },
    custom: { Glutes: [94.5, 97.5] },
  },
  cyril: { from: { waistCm: 86, chestCm: 100, bodyFatPercent: 18 }, to: { waistCm: 85, chestCm: 101.5, bodyFatPercent: 17 } },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A believable series: the trend between the two values, a few millimetres of tape noise, every two weeks up to a few days ago. */
export function measurementHistory(key: string, now: Date): { at: Date; values: Values; custom: Record<string, number> }[] {
  const trend = TRENDS[key];
  if (!trend) return [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: { at: Date; values: Values; custom: Record<string, number> }[] = [];
  let wobble = [...key].reduce((h, ch) => h + ch.charCodeAt(0), 0);
  const noise = () => ((wobble = (wobble * 9301 + 49297) % 233280) / 233280 - 0.5) * 0.6;
  for (let daysBack = 3; daysBack <= HISTORY_DAYS; daysBack += EVERY_DAYS) {
    const p = 1 - daysBack / HISTORY_DAYS;
    const values: Values = {};
    for (const [f, from] of Object.entries(trend.from) as [keyof Values, number][]) values[f] = round1(from + ((trend.to[f] ?? from) - from) * p + noise());
    const custom = Object.fromEntries(Object.entries(trend.custom ?? {}).map(([name, [a, b]]) => [name, round1(a + (b - a) * p + noise())]));
    out.push({ at: new Date(today - daysBack * DAY_MS + 7 * 3_600_000), values, custom });
  }
  return out;
}

/** The clients with an account log their own (from their phone); the trainer measures a client without one at the studio. */
export const measurementsPart: DemoPart = {
  name: 'measurements',
  async seed(s) {
    for (const [key, user] of s.clientUsers) {
      const history = measurementHistory(key, s.now);
      if (!history.length) continue;
      await pushAs(
        s,
        user,
        `client:${key}:measurements`,
        history.map((m, i) => ({ name: 'measurement.create', args: { id: demoId(`measurement:${key}:${i}`), ...m.values, custom: m.custom, measuredAt: m.at.toISOString() } })),
      );
    }
    const studio = [...s.clientIds].find(([key]) => !s.clientUsers.has(key));
    if (!studio) return;
    const [key, clientId] = studio;
    const history = measurementHistory('cyril', s.now).filter((_, i) => i % 2 === 0);
    await pushAs(
      s,
      s.trainer,
      `trainer:${key}:measurements`,
      history.map((m, i) => ({
        name: 'measurement.create',
        args: { id: demoId(`measurement:${key}:${i}`), clientId, waistCm: round1((m.values.waistCm ?? 86) - 4), custom: { Wrist: round1(17 + i * 0.1) }, measuredAt: m.at.toISOString() },
      })),
    );
  },
};
