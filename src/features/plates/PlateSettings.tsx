import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_PLATES, type LoadUnit } from '../../../domain/workouts/plates';
import { formatNumber } from '../../i18n/format';
import { RadioCards } from '../../ui/RadioCards';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import { PlateCalculator } from './PlateCalculator';
import { KG_PER_LB, MAX_BAR, setPlateSettings, togglePlate, usePlateSettings } from './settings';
import './plates.css';

/** A typed weight: comma or point decimals; null when it is not a number. */
export function parseWeight(text: string): number | null {
  const v = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(v) ? v : null;
}

/** Settings card: the plate calculator's unit, bar and plates (this device), with a try-out. */
export function PlateSettings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const s = usePlateSettings();
  const { unit } = s;
  const unitText = t(`plates.unit.${unit}`);
  const [barText, setBarText] = useState<{ unit: LoadUnit; text: string } | null>(null);
  const [tryText, setTryText] = useState<Record<LoadUnit, string>>({ kg: '100', lb: '225' });
  const shownBar = barText?.unit === unit ? barText.text : formatNumber(s.bar[unit], locale);
  const typedBar = barText?.unit === unit ? parseWeight(barText.text) : s.bar[unit];
  const barError = typedBar === null || typedBar < 0 || typedBar > MAX_BAR[unit] ? t('plates.settings.barError', { max: formatNumber(MAX_BAR[unit], locale), unit: unitText }) : undefined;
  const tryValue = parseWeight(tryText[unit]);
  const tryKg = tryValue === null ? null : unit === 'kg' ? tryValue : tryValue * KG_PER_LB;

  return (
    <section className="card plate-settings" data-testid="plate-settings">
      <h2 className="card-title">{t('plates.settings.title')}</h2>
      <p className="card-description">{t('plates.settings.text')}</p>
      <RadioCards<LoadUnit>
        label={t('plates.settings.unit')}
        value={unit}
        onChange={(u) => setPlateSettings((cur) => ({ ...cur, unit: u }))}
        options={[
          { value: 'kg', label: t('plates.unitName.kg') },
          { value: 'lb', label: t('plates.unitName.lb') },
        ]}
      />
      <TextField
        label={t('plates.settings.bar', { unit: unitText })}
        inputMode="decimal"
        value={shownBar}
        error={barError}
        onChange={(e) => {
          const text = e.target.value;
          setBarText({ unit, text });
          const v = parseWeight(text);
          if (v !== null && v >= 0 && v <= MAX_BAR[unit]) setPlateSettings((cur) => ({ ...cur, bar: { ...cur.bar, [unit]: v } }));
        }}
        onBlur={() => setBarText(null)}
      />
      <fieldset className="plate-toggles">
        <legend className="field-label">{t('plates.settings.plates')}</legend>
        <div className="plate-toggle-list">
          {STANDARD_PLATES[unit].map((pw) => {
            const on = s.plates[unit].includes(pw);
            return (
              <button key={pw} type="button" className="plate-toggle" aria-pressed={on} onClick={() => setPlateSettings((cur) => togglePlate(cur, unit, pw))}>
                {t('plates.weight', { weight: formatNumber(pw, locale), unit: unitText })}
              </button>
            );
          })}
        </div>
        {s.plates[unit].length === 0 ? <p className="plate-calc-note">{t('plates.settings.none')}</p> : null}
      </fieldset>
      <div className="plate-try">
        <TextField label={t('plates.settings.try', { unit: unitText })} inputMode="decimal" value={tryText[unit]} onChange={(e) => setTryText((cur) => ({ ...cur, [unit]: e.target.value }))} />
        {tryKg !== null && tryKg > 0 ? <PlateCalculator targetWeightKg={tryKg} showConversion={false} /> : null}
      </div>
    </section>
  );
}
