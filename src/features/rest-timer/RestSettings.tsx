import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRestSeconds } from '../../../domain/workouts/rest-timer';
import { TextField } from '../../ui/TextField';
import { formatClock } from './bar-rules';
import { setDefaultRest, useRestSettings } from './settings';

/** Settings card: the default rest after a set (this device), used where neither the plan nor the exercise's last rest says one. */
export function RestSettings() {
  const { t } = useTranslation();
  const { defaultSeconds } = useRestSettings();
  /** What is being typed; the stored default is shown otherwise. */
  const [text, setText] = useState<string | null>(null);
  const typed = text === null ? defaultSeconds : parseRestSeconds(text);
  return (
    <section className="card" data-testid="rest-settings">
      <h2 className="card-title">{t('restTimer.settings.title')}</h2>
      <p className="card-description">{t('restTimer.settings.text')}</p>
      <TextField
        label={t('restTimer.settings.default')}
        inputMode="numeric"
        autoComplete="off"
        value={text ?? formatClock(defaultSeconds)}
        error={typed === null ? t('restTimer.settings.error') : undefined}
        hint={t('restTimer.settings.hint')}
        onChange={(e) => {
          setText(e.target.value);
          const seconds = parseRestSeconds(e.target.value);
          if (seconds !== null) setDefaultRest(seconds);
        }}
        onBlur={() => setText(null)}
      />
    </section>
  );
}
