import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlates, STANDARD_PLATES, type LoadUnit } from '../../../domain/workouts/plates';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import { availablePlates, inUnit, usePlateSettings } from './settings';
import './plates.css';

export interface PlateCalculatorProps {
  /** The weight to load, bar included, in kg (shown in the unit chosen in the settings). */
  targetWeightKg: number;
  /** Shows a Close button when given (e.g. in a sheet of the logging screen). */
  onClose?: () => void;
  /** In lb, also say what the kg target is in lb (default true). */
  showConversion?: boolean;
}

/** Plates of the same weight side by side: [20, 20, 5] → [[20, 2], [5, 1]]. */
export function groupPlates(perSide: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const w of perSide) {
    const last = out[out.length - 1];
    if (last && last[0] === w) last[1]++;
    else out.push([w, 1]);
  }
  return out;
}

/** A plate's colour class, by its place in the unit's standard set (heaviest: 0). */
const toneOf = (unit: LoadUnit, w: number) => `plate--${Math.max(0, STANDARD_PLATES[unit].indexOf(w))}`;

/**
 * Which plates go on each side of the bar for a target weight, with the bar
 * and the plates of the settings (PlateSettings, this device), and what
 * cannot be loaded exactly.
 */
export function PlateCalculator({ targetWeightKg, onClose, showConversion = true }: PlateCalculatorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = usePlateSettings();
  const titleId = useId();
  const { unit } = settings;
  const bar = settings.bar[unit];
  const target = inUnit(Number.isFinite(targetWeightKg) ? Math.max(0, targetWeightKg) : 0, unit);
  const load = loadPlates(target, bar, availablePlates(settings));
  const n = (v: number) => formatNumber(v, locale);
  const w = (v: number) => t('plates.weight', { weight: n(v), unit: t(`plates.unit.${unit}`) });
  const groups = groupPlates(load.perSide);

  let note: string | null = null;
  if (target < bar) note = t('plates.belowBar', { bar: w(bar) });
  else if (load.remainder > 0.004) note = t('plates.notExact', { loaded: w(load.loaded), short: w(load.remainder) });

  return (
    <section className="plate-calc" aria-labelledby={titleId} data-testid="plate-calculator">
      <div className="plate-calc-head">
        <h3 className="plate-calc-title" id={titleId}>
          {t('plates.calc.title', { weight: w(target) })}
        </h3>
        {onClose ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            {t('common.close')}
          </button>
        ) : null}
      </div>
      {unit === 'lb' && showConversion ? <p className="plate-calc-muted">{t('plates.calc.converted', { kg: t('plates.weight', { weight: n(targetWeightKg), unit: t('plates.unit.kg') }), lb: w(target) })}</p> : null}

      <div className="plate-diagram" aria-hidden="true">
        <span className="plate-diagram-collar" />
        {load.perSide.map((p, i) => (
          <span key={i} className={`plate ${toneOf(unit, p)}`} style={{ height: `${Math.round(28 + 60 * Math.sqrt(p / STANDARD_PLATES[unit][0]!))}px` }}>
            <span className="plate-text">{n(p)}</span>
          </span>
        ))}
        <span className="plate-diagram-sleeve" />
      </div>

      <p className="plate-calc-side">
        <span className="plate-calc-label">{t('plates.calc.perSide')}</span>{' '}
        {groups.length ? (
          <span className="plate-chips">
            {groups.map(([pw, count]) => (
              <span key={pw} className={`plate-chip ${toneOf(unit, pw)}`}>
                {count > 1 ? t('plates.calc.times', { weight: w(pw), n: count }) : w(pw)}
              </span>
            ))}
          </span>
        ) : (
          <span>{t('plates.calc.barOnly')}</span>
        )}
      </p>
      <p className="plate-calc-muted">{t('plates.calc.total', { bar: w(bar), loaded: w(load.loaded) })}</p>
      {note ? (
        <p className="plate-calc-note" role="note">
          {note}
        </p>
      ) : null}
    </section>
  );
}
