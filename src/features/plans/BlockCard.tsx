import { memo, useEffect, useRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { REST_MAX_SECONDS, ROUNDS_MAX, ROUNDS_MIN } from '../../../domain/plans/blocks';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import type { SetEdit } from '../../../domain/plans/targets';
import { resolveExercise } from '../exercises';
import { InlineInput } from './InlineInput';
import { SetTable } from './SetTable';
import { useSortable, type HandleProps } from './useSortable';
import { useLocale } from '../../hooks/useLocale';

export interface BlockActions {
  rename(block: PlanBlockRow, name: string): void;
  setRounds(block: PlanBlockRow, rounds: number): void;
  setRest(block: PlanBlockRow, seconds: number | null): void;
  move(block: PlanBlockRow, delta: number): void;
  copy(block: PlanBlockRow): void;
  remove(block: PlanBlockRow): void;
  addToSuperset(block: PlanBlockRow): void;
  /** One cell of a set table, or a set added or removed (never the whole list: see SetTable). */
  editSets(item: BlockExerciseRow, edit: SetEdit): void;
  removeItem(item: BlockExerciseRow): void;
  moveItem(block: PlanBlockRow, item: BlockExerciseRow, delta: number): void;
  /** A new order of a superset's exercises (drag); `moved` is the one the trainer moved. */
  reorderItems(block: PlanBlockRow, orderedIds: string[], moved: BlockExerciseRow, toIndex: number): void;
}

interface Props {
  block: PlanBlockRow;
  items: BlockExerciseRow[];
  index: number;
  last: boolean;
  own: ReadonlyMap<string, ExerciseRow>;
  actions: BlockActions;
  pending: boolean;
  dragging: boolean;
  itemRef: Ref<HTMLLIElement>;
  style: CSSProperties | undefined;
  handle: HandleProps;
}

const whole = (text: string, min: number, max: number): number | null | 'invalid' => {
  const s = text.trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isInteger(n) && n >= min && n <= max ? n : 'invalid';
};

/**
 * One block of the plan editor: a single exercise or a superset (2 or more
 * done back to back, grouped and labelled), with its name, rounds and rest,
 * and each exercise's set table. Reorder by the drag handle, the move
 * buttons or Alt+Arrow keys on the handle.
 */
function BlockCardView({ block, items, index, last, own, actions, pending, dragging, itemRef, style, handle }: Props) {
  const { t } = useTranslation();
  const language = useLocale();
  const superset = block.type === 'superset';
  const label = block.name || (superset ? t('plans.block.superset') : resolveExercise(items[0]?.exerciseId ?? '', own, language).name || t('plans.block.single'));
  const position = t('plans.block.position', { position: index + 1 });

  // A superset's exercises reorder like blocks: drag their handle, or Alt+Arrow keys, or the arrow buttons.
  const itemIds = items.map((i) => i.id);
  const itemFocus = useRef<string | null>(null);
  const itemSortable = useSortable(itemIds, (next, movedId, to) => {
    const moved = items.find((i) => i.id === movedId);
    if (moved) actions.reorderItems(block, next, moved, to);
  });
  useEffect(() => {
    const id = itemFocus.current;
    if (!id) return;
    itemFocus.current = null;
    const el = document.querySelector<HTMLElement>(`[data-item-handle="${id}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [items]);
  const onItemKey = (item: BlockExerciseRow) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    itemFocus.current = item.id;
    actions.moveItem(block, item, e.key === 'ArrowUp' ? -1 : 1);
  };

  const onHandleKey = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    actions.move(block, e.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <li
      ref={itemRef}
      style={style}
      className={`pe-block${superset ? ' pe-block--superset' : ''}${dragging ? ' is-dragging' : ''}`}
      data-testid="plan-block"
      data-block-id={block.id}
      data-pending={pending || undefined}
      aria-label={`${position}: ${label}`}
    >
      <div className="pe-block-head">
        <button
          type="button"
          className="pe-handle"
          data-handle={block.id}
          aria-label={t('plans.block.drag', { name: label, position: index + 1 })}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          onKeyDown={onHandleKey}
          {...handle}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        <span className={`pe-kind${superset ? ' pe-kind--superset' : ''}`}>{superset ? t('plans.block.superset') : t('plans.block.single')}</span>
        <InlineInput
          className="pe-name field-input"
          aria-label={t('plans.block.name')}
          placeholder={t('plans.block.namePlaceholder')}
          maxLength={120}
          value={block.name ?? ''}
          onCommit={(v) => actions.rename(block, v)}
        />
        <label className="pe-num">
          <span>{t('plans.block.rounds')}</span>
          <InlineInput
            className="field-input"
            inputMode="numeric"
            value={String(block.rounds)}
            onCommit={(v) => {
              const n = whole(v, ROUNDS_MIN, ROUNDS_MAX);
              if (n === null || n === 'invalid') return false;
              actions.setRounds(block, n);
            }}
          />
        </label>
        <label className="pe-num">
          <span>{t('plans.block.rest')}</span>
          <InlineInput
            className="field-input"
            inputMode="numeric"
            value={block.restSeconds === null ? '' : String(block.restSeconds)}
            onCommit={(v) => {
              const n = whole(v, 0, REST_MAX_SECONDS);
              if (n === 'invalid') return false;
              actions.setRest(block, n);
            }}
          />
        </label>
        <div className="pe-block-tools">
          <button type="button" className="pe-icon-btn" disabled={index === 0} aria-label={t('plans.block.moveUp', { name: label })} onClick={() => actions.move(block, -1)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="pe-icon-btn" disabled={last} aria-label={t('plans.block.moveDown', { name: label })} onClick={() => actions.move(block, 1)}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.copy(block)} aria-label={t('plans.block.copyNamed', { name: label })}>
            <span>{t('plans.block.copy')}</span>
          </button>
          <button type="button" className="btn btn--ghost btn--sm pe-danger" onClick={() => actions.remove(block)} aria-label={t('plans.block.removeNamed', { name: label })}>
            <span>{t('plans.block.remove')}</span>
          </button>
        </div>
      </div>

      <ol className="pe-items">
        {items.map((item, i) => {
          const x = resolveExercise(item.exerciseId, own, language);
          const name = x.missing ? t('plans.item.missing') : x.name;
          return (
            <li key={item.id} ref={itemSortable.itemRef(item.id)} style={itemSortable.itemStyle(item.id)} className={`pe-item${itemSortable.dragging === item.id ? ' is-dragging' : ''}`} data-testid="plan-item">
              <div className="pe-item-head">
                {superset ? (
                  <button
                    type="button"
                    className="pe-handle pe-handle--item"
                    data-item-handle={item.id}
                    aria-label={t('plans.item.drag', { name, position: i + 1 })}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                    onKeyDown={onItemKey(item)}
                    {...itemSortable.handleProps(item.id)}
                  >
                    <span aria-hidden="true">⋮⋮</span>
                  </button>
                ) : null}
                {superset ? <span className="pe-item-letter" aria-hidden="true">{String.fromCharCode(65 + i)}</span> : null}
                <span className="pe-item-name">{name}</span>
                {x.videoUrl ? (
                  <a className="text-link small" href={x.videoUrl} target="_blank" rel="noreferrer noopener">
                    {t('plans.item.video')}
                  </a>
                ) : null}
                <span className="pe-item-tools">
                  {superset ? (
                    <>
                      <button type="button" className="pe-icon-btn" disabled={i === 0} aria-label={t('plans.item.moveUp', { name })} onClick={() => actions.moveItem(block, item, -1)}>
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="pe-icon-btn"
                        disabled={i === items.length - 1}
                        aria-label={t('plans.item.moveDown', { name })}
                        onClick={() => actions.moveItem(block, item, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </>
                  ) : null}
                  <button type="button" className="pe-icon-btn" aria-label={t('plans.item.remove', { name })} onClick={() => actions.removeItem(item)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
              </div>
              <SetTable name={name} fields={x.trackingFields} targets={item.setTargets} onEdit={(edit) => actions.editSets(item, edit)} />
            </li>
          );
        })}
      </ol>
      <div className="pe-block-foot">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.addToSuperset(block)}>
          <span>{superset ? t('plans.block.addToSuperset') : t('plans.block.makeSuperset')}</span>
        </button>
      </div>
    </li>
  );
}

const sameItems = (a: BlockExerciseRow[], b: BlockExerciseRow[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]!.id && x.updatedAt === b[i]!.updatedAt && x.order === b[i]!.order);

/**
 * Rows come fresh from every live query; a block re-renders only when its
 * own rows, position or drag state changed, so adding a block to a long plan
 * renders one block.
 */
export const BlockCard = memo(BlockCardView, (a, b) =>
  a.block.id === b.block.id &&
  a.block.updatedAt === b.block.updatedAt &&
  a.block.order === b.block.order &&
  a.block.type === b.block.type &&
  a.index === b.index &&
  a.last === b.last &&
  a.handle === b.handle &&
  a.itemRef === b.itemRef &&
  a.own === b.own &&
  a.actions === b.actions &&
  a.pending === b.pending &&
  a.dragging === b.dragging &&
  a.style === b.style &&
  sameItems(a.items, b.items),
);
