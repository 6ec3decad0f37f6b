import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../domain/exercises/categories';
import { guideIdOf } from '../../../domain/exercises/pictures';
import { filterExercises, page } from '../../../domain/exercises/visibility';
import { SUPERSET_MIN_EXERCISES } from '../../../domain/plans/blocks';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { catalog, entryName, isGlobal, useOwnExercises, categoryLabel, trackingShort, ExerciseGuide, ExerciseThumb } from '../exercises';
import { useLocale } from '../../hooks/useLocale';

const SHOWN = 30;

/**
 * Adds exercises by search (ux: "add exercises by search"): the library
 * search while typing, a category filter, and a pick. `multiple` picks the
 * exercises of a new superset (2 or more, in the order picked).
 */
export function ExercisePicker({
  open,
  onOpenChange,
  title,
  multiple = false,
  onPick,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  title: string;
  multiple?: boolean;
  onPick: (exerciseIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLocale();
  const own = useOwnExercises();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  /** The exercise whose photos and steps are open under it (one at a time). */
  const [guideOf, setGuideOf] = useState<string | null>(null);
  const list = useMemo(() => catalog(own ?? [], language), [own, language]);
  const found = useMemo(() => filterExercises(list, { query, categoryId: category || null, language }), [list, query, category, language]);
  const shown = page(found, 1, SHOWN).items;
  const names = useMemo(() => new Map(list.map((e) => [e.id, entryName(e, language)])), [list, language]);

  const close = (v: boolean) => {
    if (!v) {
      setQuery('');
      setPicked([]);
    }
    onOpenChange(v);
  };
  const choose = (id: string) => {
    if (!multiple) {
      onPick([id]);
      // Close on the next frame: the new block renders first, the dialog then uncovers it.
      requestAnimationFrame(() => close(false));
      return;
    }
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      footer={
        multiple ? (
          <Button
            disabled={picked.length < SUPERSET_MIN_EXERCISES}
            onClick={() => {
              onPick(picked);
              close(false);
            }}
          >
            {t('plans.picker.addSuperset', { count: picked.length })}
          </Button>
        ) : null
      }
    >
      <div className="pe-picker">
        <div className="pe-picker-filters">
          <div className="field">
            <label className="field-label" htmlFor="pe-picker-search">
              {t('plans.picker.search')}
            </label>
            <input id="pe-picker-search" className="field-input" type="search" autoComplete="off" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="pe-picker-category">
              {t('exercises.library.category')}
            </label>
            <select id="pe-picker-category" className="field-input" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('exercises.library.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.names[language]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {multiple ? (
          <p className="muted small" aria-live="polite">
            {picked.length ? t('plans.picker.picked', { names: picked.map((id) => names.get(id) ?? '').join(', ') }) : t('plans.picker.pickTwo')}
          </p>
        ) : null}
        <ul className="pe-picker-list" aria-label={t('plans.picker.results')}>
          {shown.map((e) => {
            const on = picked.includes(e.id);
            const name = entryName(e, language);
            const guideId = guideIdOf(e);
            const guideOpen = guideId !== null && guideOf === e.id;
            return (
              <li key={e.id} className="pe-picker-row">
                <button type="button" className={`pe-picker-item pe-picker-item--thumb${on ? ' is-on' : ''}`} aria-pressed={multiple ? on : undefined} onClick={() => choose(e.id)}>
                  <ExerciseThumb guideId={guideId} />
                  <span className="pe-picker-text">
                    <span className="pe-picker-name">{name}</span>
                    <span className="pe-picker-meta">
                      {categoryLabel(e.categoryId, language)} · {e.trackingFields.map((f) => trackingShort(t, f)).join(', ')}
                      {isGlobal(e) ? '' : ` · ${t(`exercises.library.badge.${e.source}`)}`}
                    </span>
                  </span>
                </button>
                {guideId ? (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm pe-picker-steps"
                    aria-expanded={guideOpen}
                    aria-controls={`pe-picker-guide-${e.id}`}
                    aria-label={t('exercises.guide.stepsOf', { name })}
                    onClick={() => setGuideOf(guideOpen ? null : e.id)}
                  >
                    {t('exercises.guide.steps')}
                  </button>
                ) : null}
                {guideOpen ? (
                  <div id={`pe-picker-guide-${e.id}`} className="pe-picker-guide">
                    <ExerciseGuide subject={{ name, guideId }} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {found.length === 0 ? <p className="muted">{t('exercises.library.empty')}</p> : null}
        {found.length > SHOWN ? <p className="muted small">{t('plans.picker.more', { count: found.length - SHOWN })}</p> : null}
      </div>
    </Dialog>
  );
}
