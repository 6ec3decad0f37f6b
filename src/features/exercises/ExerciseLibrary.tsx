import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/constants';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../domain/exercises/categories';
import { guideIdOf } from '../../../domain/exercises/pictures';
import type { LibraryExercise } from '../../../domain/exercises/library';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { filterExercises, page, searchKey } from '../../../domain/exercises/visibility';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { catalog, entryName, isGlobal, type CatalogEntry, type SourceFilter } from './catalog';
import { ExerciseFormDialog, type ExerciseFormMode } from './ExerciseFormDialog';
import { ExerciseGuideDialog, hasGuideContent, type GuideSubject } from './guide/ExerciseGuide';
import { ExerciseThumb } from './guide/Photos';
import { useOwnExercises } from './hooks';
import { ImportDialog } from './ImportDialog';
import { categoryLabel, trackingShort } from './labels';
import { useLocale } from '../../hooks/useLocale';

/**
 * The exercise library (/trainer/training, Exercises tab): own exercises and
 * the global library, filtered by category and source, searched while typing
 * (in the UI language and English, diacritics ignored), 20 a page (docs/rules/exercises.md "Search and paging").
 */
export function ExerciseLibrary() {
  const { t } = useTranslation();
  const language = useLocale();
  const db = useUserDb();
  const own = useOwnExercises();
  const pending = usePendingIds('exercises');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [form, setForm] = useState<ExerciseFormMode | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<ExerciseRow | null>(null);
  const [guide, setGuide] = useState<GuideSubject | null>(null);

  const list = useMemo(() => catalog(own ?? [], language, source), [own, language, source]);
  const filtered = useMemo(() => filterExercises(list, { query, categoryId: category || null, language }), [list, query, category, language]);
  const current = page(filtered, pageNo);

  // Fold every name for search once the list is there, not on the first keystroke.
  useEffect(() => {
    const id = setTimeout(() => {
      for (const e of list) searchKey(e, language);
    }, 0);
    return () => clearTimeout(id);
  }, [list, language]);

  const resetPage = () => setPageNo(1);
  const onCustomize = useCallback((g: LibraryExercise) => setForm({ kind: 'customize', global: g }), []);
  const onEdit = useCallback((row: ExerciseRow) => setForm({ kind: 'edit', exercise: row }), []);

  return (
    <section className="exl" aria-labelledby="exl-heading">
      <h2 id="exl-heading" className="visually-hidden">
        {t('exercises.training.tabs.exercises')}
      </h2>
      <div className="exl-toolbar">
        <div className="field exl-search">
          <label className="field-label" htmlFor="exl-search">
            {t('exercises.library.search')}
          </label>
          <input
            id="exl-search"
            className="field-input"
            type="search"
            autoComplete="off"
            placeholder={t('exercises.library.searchPlaceholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              resetPage();
            }}
          />
        </div>
        <div className="field exl-filter">
          <label className="field-label" htmlFor="exl-category">
            {t('exercises.library.category')}
          </label>
          <select
            id="exl-category"
            className="field-input"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              resetPage();
            }}
          >
            <option value="">{t('exercises.library.allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.names[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="field exl-filter">
          <label className="field-label" htmlFor="exl-source">
            {t('exercises.library.source')}
          </label>
          <select
            id="exl-source"
            className="field-input"
            value={source}
            onChange={(e) => {
              setSource(e.target.value as SourceFilter);
              resetPage();
            }}
          >
            <option value="all">{t('exercises.library.sourceAll')}</option>
            <option value="own">{t('exercises.library.sourceOwn')}</option>
            <option value="library">{t('exercises.library.sourceLibrary')}</option>
          </select>
        </div>
        <div className="exl-actions">
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            {t('exercises.library.import')}
          </Button>
          <Button onClick={() => setForm({ kind: 'create' })}>{t('exercises.library.new')}</Button>
        </div>
      </div>

      <p className="muted small" aria-live="polite" data-testid="exl-count">
        {t('exercises.library.count', { shown: filtered.length, total: list.length })}
      </p>

      {!own ? (
        <Spinner label={t('common.loading')} />
      ) : current.items.length === 0 ? (
        <p className="exl-empty">{t('exercises.library.empty')}</p>
      ) : (
        <ul className="exl-list" data-testid="exl-list">
          {current.items.map((e) => (
            <ExerciseItem
              key={e.id}
              entry={e}
              t={t}
              language={language}
              pending={pending?.has(e.id) ?? false}
              onCustomize={onCustomize}
              onEdit={onEdit}
              onDelete={setDeleting}
              onGuide={setGuide}
            />
          ))}
        </ul>
      )}

      {current.pageCount > 1 ? (
        <nav className="exl-pager" aria-label={t('exercises.library.pages')}>
          <Button variant="secondary" size="sm" disabled={current.page <= 1} onClick={() => setPageNo(current.page - 1)}>
            {t('exercises.library.prev')}
          </Button>
          <span>{t('exercises.library.page', { page: current.page, pages: current.pageCount })}</span>
          <Button variant="secondary" size="sm" disabled={!current.hasMore} onClick={() => setPageNo(current.page + 1)}>
            {t('exercises.library.next')}
          </Button>
        </nav>
      ) : null}

      {form ? <ExerciseFormDialog mode={form} open onOpenChange={(v) => !v && setForm(null)} /> : null}
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
      {guide ? <ExerciseGuideDialog subject={guide} open onOpenChange={(v) => !v && setGuide(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title={t('exercises.library.deleteTitle')}
        cancelLabel={t('exercises.library.cancel')}
        confirmLabel={t('exercises.library.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'exercise.delete', { id: deleting.id });
          setDeleting(null);
        }}
      >
        <p>{t(deleting?.source === 'customized' ? 'exercises.library.deleteCustomizedText' : 'exercises.library.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** One row of the list; memoized, so a keystroke renders only the rows that changed. */
const ExerciseItem = memo(function ExerciseItem({
  entry,
  t,
  language,
  pending,
  onCustomize,
  onEdit,
  onDelete,
  onGuide,
}: {
  entry: CatalogEntry;
  t: TFunction;
  language: Locale;
  pending: boolean;
  onCustomize: (g: LibraryExercise) => void;
  onEdit: (row: ExerciseRow) => void;
  onDelete: (row: ExerciseRow) => void;
  onGuide: (subject: GuideSubject) => void;
}) {
  const name = entryName(entry, language);
  const global = isGlobal(entry);
  const badge = global ? 'library' : entry.source;
  // A library exercise's photos and steps; a trainer's own, its notes and video link (the library's English note is not shown in sk or cz).
  const subject: GuideSubject = global ? { name, guideId: guideIdOf(entry) } : { name, guideId: guideIdOf(entry), description: entry.description, videoUrl: entry.videoUrl };
  return (
    <li className="exl-item" data-testid="exl-item" data-source={badge}>
      <ExerciseThumb guideId={subject.guideId} />
      <div className="exl-item-main">
        <span className="exl-item-name">{name}</span>
        <span className="exl-item-meta">
          <span>{categoryLabel(entry.categoryId, language)}</span>
          <span className="exl-tracks" aria-label={t('exercises.library.tracks')}>
            {entry.trackingFields.map((f) => (
              <span key={f} className="exl-track">
                {trackingShort(t, f)}
              </span>
            ))}
          </span>
        </span>
      </div>
      <span className={`exl-badge exl-badge--${badge}`}>{t(`exercises.library.badge.${badge}`)}</span>
      {pending ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
      <div className="exl-item-actions">
        {hasGuideContent(subject) ? (
          <Button variant="secondary" size="sm" onClick={() => onGuide(subject)} aria-label={t('exercises.guide.showNamed', { name })}>
            {t('exercises.guide.show')}
          </Button>
        ) : null}
        {global ? (
          <Button variant="secondary" size="sm" onClick={() => onCustomize(entry)} aria-label={t('exercises.library.customizeNamed', { name })}>
            {t('exercises.library.customize')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={() => onEdit(entry)} aria-label={t('exercises.library.editNamed', { name })}>
              {t('exercises.library.edit')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-label={t('exercises.library.deleteNamed', { name })}>
              {t('exercises.library.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
