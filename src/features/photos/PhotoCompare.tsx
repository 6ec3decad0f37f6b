import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { posesInBoth, type Pose } from '../../../domain/photos/compare';
import { useLocale } from '../../hooks/useLocale';
import { SelectField } from '../../ui/FormFields';
import { CompareFigures } from './CompareFigures';
import { formatTakenOn, photoAlt } from './format';
import { PhotoImage } from './PhotoImage';
import type { PhotoSetView } from './usePhotos';

type Mode = 'side' | 'slider';

/**
 * Two dates side by side: the same pose of each (or one over the other with
 * a slider revealing the later), and the weight and measurements of both
 * dates with their change. Starts on the newest set and the one before it,
 * whose full files the device keeps; an older pick is fetched when online.
 */
export function PhotoCompare({ sets, clientId }: { sets: readonly PhotoSetView[]; clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [picked, setPicked] = useState<{ before?: string; after?: string }>({});
  const [posePicked, setPose] = useState<Pose | null>(null);
  const [mode, setMode] = useState<Mode>('side');
  const [reveal, setReveal] = useState(50);
  const find = (setId: string | undefined) => sets.find((s) => s.id === setId);
  const after = find(picked.after) ?? sets[0]!;
  const before = find(picked.before) ?? sets.find((s) => s.id !== after.id) ?? sets[1]!;
  // The earlier date on the left whichever select chose it.
  const [left, right] = before.takenOn <= after.takenOn ? [before, after] : [after, before];
  const poses = useMemo(() => posesInBoth(left.photos, right.photos), [left, right]);
  const pose = posePicked && poses.includes(posePicked) ? posePicked : poses[0];
  const photoOf = (s: PhotoSetView) => s.photos.find((p) => p.pose === pose);
  const leftPhoto = pose ? photoOf(left) : undefined;
  const rightPhoto = pose ? photoOf(right) : undefined;

  const options = sets.map((s) => (
    <option key={s.id} value={s.id}>
      {formatTakenOn(s.takenOn, locale)}
    </option>
  ));
  return (
    <div className="photo-compare" data-testid="photo-compare">
      <div className="photo-compare-controls">
        <SelectField label={t('photos.compare.before')} value={before.id} onChange={(e) => setPicked((p) => ({ ...p, before: e.target.value }))} data-testid="compare-before">
          {options}
        </SelectField>
        <SelectField label={t('photos.compare.after')} value={after.id} onChange={(e) => setPicked((p) => ({ ...p, after: e.target.value }))} data-testid="compare-after">
          {options}
        </SelectField>
      </div>
      {poses.length > 0 ? (
        <div className="photo-compare-toggles">
          <div className="photo-toggle-group" role="group" aria-label={t('photos.compare.pose')}>
            {poses.map((p) => (
              <button key={p} type="button" className="photo-toggle" aria-pressed={p === pose} onClick={() => setPose(p)}>
                {t(`photos.poses.${p}`)}
              </button>
            ))}
          </div>
          <div className="photo-toggle-group" role="group" aria-label={t('photos.compare.mode')}>
            {(['side', 'slider'] as const).map((m) => (
              <button key={m} type="button" className="photo-toggle" aria-pressed={m === mode} onClick={() => setMode(m)}>
                {t(m === 'side' ? 'photos.compare.sideBySide' : 'photos.compare.slider')}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="photo-muted">{t('photos.compare.noCommonPose')}</p>
      )}
      {leftPhoto && rightPhoto && pose ? (
        mode === 'side' ? (
          <div className="photo-pair">
            {(
              [
                [left, leftPhoto],
                [right, rightPhoto],
              ] as const
            ).map(([s, p]) => (
              <figure key={p.id} className="photo-frame">
                <PhotoImage photo={p} kind="full" alt={photoAlt(t, pose, s.takenOn, locale)} />
                <figcaption>{formatTakenOn(s.takenOn, locale)}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <figure className="photo-slider">
            <div className="photo-slider-stage">
              <PhotoImage photo={leftPhoto} kind="full" alt={photoAlt(t, pose, left.takenOn, locale)} />
              <div className="photo-slider-top" style={{ clipPath: `inset(0 ${100 - reveal}% 0 0)` }}>
                <PhotoImage photo={rightPhoto} kind="full" alt={photoAlt(t, pose, right.takenOn, locale)} />
              </div>
              <div className="photo-slider-line" style={{ left: `${reveal}%` }} aria-hidden="true" />
            </div>
            <label className="photo-slider-label" htmlFor={`${id}-reveal`}>
              {t('photos.compare.reveal')}
            </label>
            <input
              id={`${id}-reveal`}
              className="photo-slider-range"
              type="range"
              min={0}
              max={100}
              step={1}
              value={reveal}
              aria-valuetext={t('photos.compare.revealValue', { percent: reveal })}
              onChange={(e) => setReveal(Number(e.target.value))}
            />
            <figcaption className="photo-slider-dates">
              <span>{formatTakenOn(left.takenOn, locale)}</span>
              <span>{formatTakenOn(right.takenOn, locale)}</span>
            </figcaption>
          </figure>
        )
      ) : null}
      <CompareFigures clientId={clientId} dates={[left.takenOn, right.takenOn]} />
    </div>
  );
}
