import { useTranslation } from 'react-i18next';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { SetTarget, TrackingField } from '../../../domain/exercises/tracking';
import { resolveExercise, trackingLabel, trackingShort } from '../exercises';
import type { LoadedPlan } from './hooks';
import { useSessionLabels } from '../session-labels';
import { useLocale } from '../../hooks/useLocale';

function formatTarget(v: number | null | undefined, language: string): string {
  if (v === null || v === undefined) return '–';
  return new Intl.NumberFormat(language === 'cz' ? 'cs' : language, { maximumFractionDigits: 2 }).format(v);
}

/** Only the fields some set has a target for (a column of dashes says nothing). */
function shownFields(fields: readonly TrackingField[], targets: SetTarget[]): TrackingField[] {
  const used = fields.filter((f) => targets.some((t) => t[f] !== null && t[f] !== undefined));
  return used.length ? used : [...fields];
}

/**
 * A plan as the client reads it (/client/plans/:id): blocks in order,
 * supersets grouped and labelled, rounds and rest, and the targets of every
 * set. Phone first: fits 360 px without sideways scrolling.
 */
export function PlanBlocksView({ plan, own }: { plan: LoadedPlan; own: ReadonlyMap<string, ExerciseRow> }) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const language = useLocale();
  if (plan.blocks.length === 0) return <p className="muted">{t('plans.client.noBlocks')}</p>;
  return (
    <ol className="cp-blocks">
      {plan.blocks.map((b, bi) => {
        const items = plan.items.get(b.id) ?? [];
        const superset = b.type === 'superset';
        return (
          <li key={b.id} className={`cp-block${superset ? ' cp-block--superset' : ''}`} data-testid="client-block">
            <div className="cp-block-head">
              <span className="cp-block-no" aria-hidden="true">
                {bi + 1}
              </span>
              <div className="cp-block-title">
                {superset ? <span className="pe-kind pe-kind--superset">{t('plans.block.superset')}</span> : null}
                {b.name ? <span className="cp-block-name">{b.name}</span> : null}
              </div>
              <span className="cp-block-meta">
                {b.rounds > 1 ? <span>{labels.rounds(b.rounds, items.map((item) => item.setTargets.length))}</span> : null}
                {b.restSeconds ? <span>{t('plans.client.rest', { seconds: b.restSeconds })}</span> : null}
              </span>
            </div>
            <ol className="cp-items">
              {items.map((item, i) => {
                const x = resolveExercise(item.exerciseId, own, language);
                const fields = shownFields(x.trackingFields, item.setTargets);
                const name = x.missing ? t('plans.item.missing') : x.name;
                return (
                  <li key={item.id} className="cp-item" data-testid="client-item">
                    <div className="cp-item-head">
                      {superset ? (
                        <span className="pe-item-letter" aria-hidden="true">
                          {String.fromCharCode(65 + i)}
                        </span>
                      ) : null}
                      <h3 className="cp-item-name">{name}</h3>
                      {x.videoUrl ? (
                        <a className="text-link small" href={x.videoUrl} target="_blank" rel="noreferrer noopener">
                          {t('plans.item.video')}
                        </a>
                      ) : null}
                    </div>
                    <table className="cp-sets">
                      <caption className="visually-hidden">{t('plans.sets.caption', { name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('plans.sets.set')}</th>
                          {fields.map((f) => (
                            <th key={f} scope="col" title={trackingLabel(t, f)}>
                              {trackingShort(t, f)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {item.setTargets.map((target, si) => (
                          <tr key={si}>
                            <th scope="row">{si + 1}</th>
                            {fields.map((f) => (
                              <td key={f}>{formatTarget(target[f], language)}</td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
