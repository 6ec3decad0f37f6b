import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from '../../hooks/useLocale';
import { formatDay, formatKg, formatLoggedAt } from '../weight-logs';
import type { SessionPoint } from './history';

const axisTick = { fill: 'var(--color-muted)', fontSize: 12 };
const margin = { top: 8, right: 12, bottom: 4, left: 0 };
const lineDot = { r: 3, fill: 'var(--color-primary)', strokeWidth: 0 };
const activeDot = { r: 5 };
// Rounded tops only while bars are wide enough to show them; a rounded path costs far more to build than a rectangle.
const barRadius: [number, number, number, number] = [3, 3, 0, 0];
const barCursor = { fill: 'var(--color-border)', opacity: 0.4 };
// The first and last sessions' bars are centred on the ends of a time axis: without room there, half of the
// first bar lay over the y-axis labels and half of the last was cut off. Half the widest bar, and a gap.
const barMaxSize = 24;
const barAxisPadding = { left: barMaxSize / 2 + 6, right: barMaxSize / 2 + 6 };
const tooltipStyle = { background: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: 8, color: 'var(--color-text)' };

/**
 * e1RM (best set) and volume per session of one exercise, drawn with
 * recharts. Loaded on its own (lazy) so recharts comes only with a chart on
 * screen; colours are the theme's CSS variables, light and dark alike.
 */
export default memo(function ProgressCharts({ sessions }: { sessions: readonly SessionPoint[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(() => sessions.map((p) => ({ t: Date.parse(p.at), e1rm: p.bestE1rm === null ? null : Math.round(p.bestE1rm * 10) / 10, volume: Math.round(p.volume) })), [sessions]);
  const hasE1rm = data.some((d) => d.e1rm !== null);
  const hasVolume = data.some((d) => d.volume > 0);
  // recharts keeps its props in a store and redraws when a prop's identity changes: the callbacks stay the same while the language does.
  const f = useMemo(() => {
    const days = new Map<number, string>();
    return {
      day: (v: number) => {
        let s = days.get(v);
        if (s === undefined) days.set(v, (s = formatDay(v, locale)));
        return s;
      },
      kg: (v: number) => formatKg(v, locale),
      label: (v: unknown) => formatLoggedAt(Number(v), locale),
      e1rm: (v: unknown) => [`${formatKg(Number(v), locale)} kg`, t('progress.e1rm')] as [string, string],
      volume: (v: unknown) => [`${formatKg(Number(v), locale)} kg`, t('progress.volume')] as [string, string],
    };
  }, [locale, t]);
  const xAxis = (padding?: typeof barAxisPadding) => (
    <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} padding={padding} tickFormatter={f.day} stroke="var(--color-border-strong)" tick={axisTick} minTickGap={24} />
  );
  if (data.length < 2) return <p className="progress-chart-empty">{t('progress.tracker.oneMore')}</p>;
  return (
    <div className="progress-charts">
      {hasE1rm && (
        <figure className="progress-chart" role="img" aria-label={t('progress.tracker.e1rmChart')}>
          <figcaption>{t('progress.tracker.e1rmChart')}</figcaption>
          <ResponsiveContainer width="100%" height={200}>
            <LineChart data={data} margin={margin}>
              <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
              {xAxis()}
              <YAxis domain={['auto', 'auto']} width={44} tickFormatter={f.kg} stroke="var(--color-border-strong)" tick={axisTick} />
              <Tooltip contentStyle={tooltipStyle} labelFormatter={f.label} formatter={f.e1rm} />
              <Line
                type="monotone"
                dataKey="e1rm"
                connectNulls
                stroke="var(--color-primary)"
                strokeWidth={2.5}
                dot={data.length <= 60 ? lineDot : false}
                activeDot={activeDot}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </figure>
      )}
      {hasVolume && (
        <figure className="progress-chart" role="img" aria-label={t('progress.tracker.volumeChart')}>
          <figcaption>{t('progress.tracker.volumeChart')}</figcaption>
          <ResponsiveContainer width="100%" height={200}>
            <BarChart data={data} margin={margin}>
              <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
              {xAxis(barAxisPadding)}
              <YAxis width={52} tickFormatter={f.kg} stroke="var(--color-border-strong)" tick={axisTick} />
              <Tooltip contentStyle={tooltipStyle} cursor={barCursor} labelFormatter={f.label} formatter={f.volume} />
              <Bar dataKey="volume" fill="var(--color-primary)" radius={data.length <= 60 ? barRadius : undefined} maxBarSize={barMaxSize} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
    </div>
  );
});

/** A compact e1RM line of one exercise (a plan's exercise card): best set per session. */
export function E1rmSparkline({ sessions, label }: { sessions: readonly SessionPoint[]; label: string }) {
  const locale = useLocale();
  const { t } = useTranslation();
  const data = useMemo(() => sessions.filter((p) => p.bestE1rm !== null).map((p) => ({ t: Date.parse(p.at), e1rm: Math.round(p.bestE1rm! * 10) / 10 })), [sessions]);
  if (data.length < 2) return null;
  return (
    <figure className="progress-chart progress-sparkline" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={120}>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(v: number) => formatDay(v, locale)} stroke="var(--color-border-strong)" tick={axisTick} minTickGap={24} />
          <YAxis domain={['auto', 'auto']} width={44} tickCount={3} tickFormatter={(v: number) => formatKg(v, locale)} stroke="var(--color-border-strong)" tick={axisTick} />
          <Tooltip contentStyle={tooltipStyle} labelFormatter={(v) => formatLoggedAt(Number(v), locale)} formatter={(v) => [`${formatKg(Number(v), locale)} kg`, t('progress.e1rm')]} />
          <Line type="monotone" dataKey="e1rm" stroke="var(--color-primary)" strokeWidth={2} dot={{ r: 3, fill: 'var(--color-primary)', strokeWidth: 0 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
