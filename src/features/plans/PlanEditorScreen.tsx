import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import type { MutationInput, MutationName } from '../../../domain/mutations/registry';
import { moveBy, moveTo } from '../../../domain/plans/order';
import { applyLocalMutation, useClient, usePendingIds, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { resolveExercise, useOwnExerciseMap } from '../exercises';
import { BlockCard, type BlockActions } from './BlockCard';
import { ExercisePicker } from './ExercisePicker';
import { usePlan, type LoadedPlan } from './hooks';
import { InlineInput, InlineTextarea } from './InlineInput';
import { setsWrite } from './setEdits';
import { useSortable } from './useSortable';
import { useLocale } from '../../hooks/useLocale';
import './plans.css';

export const DEFAULT_SETS = 3;
const emptySets = (n: number) => Array.from({ length: n }, () => ({}));

type Picker = { kind: 'single' } | { kind: 'superset' } | { kind: 'addTo'; blockId: string } | null;

/**
 * The plan editor: /trainer/training/plans/:planId (a template) and
 * /trainer/clients/:clientId/plans/:planId/edit (client mode). Everything is
 * saved at once on the device through fine-grained mutations (no save
 * button) and synced, so it works offline and two devices editing different
 * parts both keep their edits.
 */
export function PlanEditorScreen() {
  const { t } = useTranslation();
  const { planId, clientId } = useParams();
  const db = useUserDb();
  const language = useLocale();
  const loaded = usePlan(planId);
  const own = useOwnExerciseMap();
  const client = useClient(clientId ?? loaded?.plan.clientId ?? undefined);
  const pendingBlocks = usePendingIds('planBlocks');
  const [picker, setPicker] = useState<Picker>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const latest = useRef<LoadedPlan | null | undefined>(loaded);
  latest.current = loaded;

  const mutate = useCallback(
    async <N extends MutationName>(name: N, args: MutationInput<N>) => {
      try {
        setError(null);
        // User Timing mark: what the plan-editor bench measures from.
        performance.mark(`repwise:${name}`);
        await applyLocalMutation(db, name, args);
        return true;
      } catch (e) {
        setError(e instanceof ZodError ? translateMessage(t, e.issues[0]?.message) : t('plans.editor.saveFailed'));
        return false;
      }
    },
    [db, t],
  );

  const blockName = useCallback(
    (blockId: string) => {
      const p = latest.current;
      const b = p?.blocks.find((x) => x.id === blockId);
      if (!p || !b) return '';
      if (b.name) return b.name;
      if (b.type === 'superset') return t('plans.block.superset');
      return resolveExercise(p.items.get(b.id)?.[0]?.exerciseId ?? '', own ?? new Map(), language).name;
    },
    [own, language, t],
  );

  const reorder = useCallback(
    async (next: string[], movedId: string, toIndex: number, viaKeyboard: boolean) => {
      if (!planId) return;
      if (viaKeyboard) focusAfter.current = movedId;
      await mutate('block.reorder', { planId, orderedIds: next });
      setAnnouncement(t('plans.block.moved', { name: blockName(movedId), position: toIndex + 1, count: next.length }));
    },
    [planId, mutate, blockName, t],
  );

  const ids = useMemo(() => loaded?.blocks.map((b) => b.id) ?? [], [loaded]);
  const sortable = useSortable(ids, (next, moved, to) => void reorder(next, moved, to, false));

  const actions = useMemo<BlockActions>(() => {
    const reorderItems: BlockActions['reorderItems'] = (b, orderedIds, item, toIndex) => {
      void mutate('blockExercise.reorder', { blockId: b.id, orderedIds }).then((ok) =>
        ok ? setAnnouncement(t('plans.item.moved', { name: resolveExercise(item.exerciseId, own ?? new Map(), language).name, position: toIndex + 1 })) : undefined,
      );
    };
    return {
      rename: (b, name) => void mutate('block.update', { id: b.id, fields: { name } }),
      setRounds: (b, rounds) => void mutate('block.update', { id: b.id, fields: { rounds } }),
      setRest: (b, restSeconds) => void mutate('block.update', { id: b.id, fields: { restSeconds } }),
      move(b, delta) {
        const list = latest.current?.blocks.map((x) => x.id) ?? [];
        const next = moveBy(list, b.id, delta);
        if (next.join() === list.join()) return;
        void reorder(next, b.id, next.indexOf(b.id), true);
      },
      async copy(b) {
        const p = latest.current;
        if (!p || !planId) return;
        const id = uuidv7();
        const items = p.items.get(b.id) ?? [];
        const ok = await mutate('block.add', {
          planId,
          block: { id, type: b.type, name: b.name, rounds: b.rounds, restSeconds: b.restSeconds },
          exercises: items.map((i) => ({ id: uuidv7(), exerciseId: i.exerciseId, sets: i.sets, setTargets: i.setTargets })),
        });
        if (!ok) return;
        const list = [...p.blocks.map((x) => x.id), id];
        const at = list.indexOf(b.id) + 1;
        await mutate('block.reorder', { planId, orderedIds: moveTo(list, id, at) });
        setAnnouncement(t('plans.block.copied', { name: blockName(b.id), position: at + 1 }));
      },
      remove(b) {
        const name = blockName(b.id);
        void mutate('block.remove', { id: b.id }).then((ok) => ok && setAnnouncement(t('plans.block.removed', { name })));
      },
      addToSuperset: (b) => setPicker({ kind: 'addTo', blockId: b.id }),
      editSets: (item, edit) => {
        const write = setsWrite(item, edit);
        void mutate(write.name, write.args);
      },
      removeItem: (item) => void mutate('blockExercise.remove', { id: item.id }),
      moveItem(b, item, delta) {
        const list = latest.current?.items.get(b.id)?.map((x) => x.id) ?? [];
        const next = moveBy(list, item.id, delta);
        if (next.join() === list.join()) return;
        reorderItems(b, next, item, next.indexOf(item.id));
      },
      reorderItems,
    };
  }, [mutate, reorder, planId, blockName, own, language, t]);

  // A block moved by keyboard keeps the focus on its handle.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    const el = document.querySelector<HTMLElement>(`[data-handle="${id}"]`);
    if (el && document.activeElement !== el) el.focus();
    focusAfter.current = null;
  }, [loaded]);

  async function pick(exerciseIds: string[]) {
    if (!planId || !picker) return;
    if (picker.kind === 'addTo') {
      const items = latest.current?.items.get(picker.blockId) ?? [];
      const sets = items[0]?.sets ?? DEFAULT_SETS;
      await mutate('blockExercise.add', { id: uuidv7(), blockId: picker.blockId, exerciseId: exerciseIds[0]!, sets, setTargets: emptySets(sets) });
      return;
    }
    const id = uuidv7();
    // Counted before the write: afterwards the live plan may already hold the new block.
    const position = (latest.current?.blocks.length ?? 0) + 1;
    const ok = await mutate('block.add', {
      planId,
      block: { id, type: picker.kind === 'superset' ? 'superset' : 'exercise' },
      exercises: exerciseIds.map((exerciseId) => ({ id: uuidv7(), exerciseId, sets: DEFAULT_SETS, setTargets: emptySets(DEFAULT_SETS) })),
    });
    if (ok) setAnnouncement(t('plans.editor.added', { position }));
  }

  if (loaded === undefined || own === undefined) return <Spinner label={t('common.loading')} />;
  const backTo = clientId ? `/trainer/clients/${clientId}` : '/trainer/training?tab=plans';
  const backLabel = clientId ? t('plans.editor.backToClient') : t('plans.editor.backToPlans');
  if (loaded === null || (clientId && loaded.plan.clientId !== clientId)) {
    return (
      <div className="page">
        <h1 className="page-title">{t('plans.editor.notFoundTitle')}</h1>
        <p>{t('plans.editor.notFound')}</p>
        <Link className="text-link" to={backTo}>
          {backLabel}
        </Link>
      </div>
    );
  }
  const { plan, blocks, items } = loaded;
  const pickerTitle = picker?.kind === 'superset' ? t('plans.editor.addSuperset') : picker?.kind === 'addTo' ? t('plans.block.addToSuperset') : t('plans.editor.addExercise');

  return (
    <div className="page pe">
      <Link className="text-link small" to={backTo}>
        ← {backLabel}
      </Link>
      <header className="pe-header">
        <div className="pe-header-top">
          <h1 className="page-title">{plan.title}</h1>
          <span className="pe-badge">{plan.clientId ? t('plans.editor.forClient', { name: client?.name ?? '' }) : t('plans.editor.template')}</span>
        </div>
        <div className="pe-plan-fields">
          <label className="field">
            <span className="field-label">{t('plans.editor.title')}</span>
            <InlineInput
              className="field-input"
              maxLength={255}
              value={plan.title}
              onCommit={(v) => {
                if (!v.trim()) return false;
                void mutate('plan.update', { id: plan.id, fields: { title: v } });
              }}
            />
          </label>
          <label className="field">
            <span className="field-label">{t('plans.editor.description')}</span>
            <InlineTextarea
              className="field-input pe-description"
              rows={2}
              value={plan.description ?? ''}
              onCommit={(v) => void mutate('plan.update', { id: plan.id, fields: { description: v } })}
            />
          </label>
        </div>
        <p className="muted small">{t('plans.editor.autosave')}</p>
      </header>

      {error ? <Banner tone="error">{error}</Banner> : null}
      <p className="visually-hidden" aria-live="polite" data-testid="pe-announcer">
        {announcement}
      </p>

      {blocks.length === 0 ? <p className="pe-empty">{t('plans.editor.empty')}</p> : null}
      <ol className="pe-blocks" aria-label={t('plans.editor.blocks')}>
        {blocks.map((b, i) => (
          <BlockCard
            key={b.id}
            block={b}
            items={items.get(b.id) ?? []}
            index={i}
            last={i === blocks.length - 1}
            own={own}
            actions={actions}
            pending={pendingBlocks?.has(b.id) ?? false}
            dragging={sortable.dragging === b.id}
            itemRef={sortable.itemRef(b.id)}
            style={sortable.itemStyle(b.id)}
            handle={sortable.handleProps(b.id)}
          />
        ))}
      </ol>
      <div className="pe-add">
        <Button onClick={() => setPicker({ kind: 'single' })}>{t('plans.editor.addExercise')}</Button>
        <Button variant="secondary" onClick={() => setPicker({ kind: 'superset' })}>
          {t('plans.editor.addSuperset')}
        </Button>
      </div>
      <p className="muted small">{t('plans.editor.keys')}</p>

      <ExercisePicker
        open={picker !== null}
        onOpenChange={(v) => !v && setPicker(null)}
        title={pickerTitle}
        multiple={picker?.kind === 'superset'}
        onPick={(exerciseIds) => void pick(exerciseIds)}
      />
    </div>
  );
}
