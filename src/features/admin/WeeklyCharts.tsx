import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import type { Analytics } from './api';
import { SECOND_LINE_DASH, SERIES_COLOURS } from './chartSeries';

/** The weekly charts of /admin/analytics (recharts: a chunk loaded by this screen only). */
export default function WeeklyCharts({ weeks }: { weeks: Analytics['weeks'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = weeks.map((w) => ({ ...w, label: formatDate(`${w.week}T00:00:00Z`, locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }) }));
  const tick = { fill: 'var(--color-muted)', fontSize: 12 };
  const num = (v: unknown) => formatNumber(Number(v), locale, 0);
  return (
    <div className="admin-charts">
      <section className="card" aria-labelledby="chart-signups">
        <h2 className="card-title" id="chart-signups">
          {t('admin.analytics.signupsAndActive')}
        </h2>
        <div className="admin-chart">
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid stroke="var(--color-border)" vertical={false} />
              <XAxis dataKey="label" tick={tick} />
              <YAxis allowDecimals={false} tick={tick} tickFormatter={num} />
              <Tooltip formatter={num} contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }} />
              <Legend />
              <Bar dataKey="signups" name={t('admin.analytics.signups')} fill={SERIES_COLOURS[0]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="active_trainers" name={t('admin.analytics.activeTrainers')} fill={SERIES_COLOURS[1]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
      <section className="card" aria-labelledby="chart-logs">
        <h2 className="card-title" id="chart-logs">
          {t('admin.analytics.logged')}
        </h2>
        <div className="admin-chart">
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid stroke="var(--color-border)" vertical={false} />
              <XAxis dataKey="label" tick={tick} />
              <YAxis allowDecimals={false} tick={tick} tickFormatter={num} />
              <Tooltip formatter={num} contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }} />
              <Legend />
              <Line type="monotone" dataKey="workouts" name={t('admin.analytics.workouts')} stroke={SERIES_COLOURS[0]} strokeWidth={2} dot={false} isAnimationActive={false} />
              <Line type="monotone" dataKey="meals" name={t('admin.analytics.meals')} stroke={SERIES_COLOURS[1]} strokeWidth={2} strokeDasharray={SECOND_LINE_DASH} dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>
    </div>
  );
}
