import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { deviceEntitiesSource } from './device-entities-source';
import { DEVICE_ENTITIES } from './device-entities';
import { childrenOf, ENTITIES, entityNamed } from './entities';
import { readFileSync } from 'node:fs';
import { MUTATIONS } from './mutations/registry';
import { SYNC_TABLES } from './protocol/tables';

const fieldsOf = (e: (typeof ENTITIES)[number]) => Object.keys((e.row as unknown as { shape: Record<string, unknown> }).shape);
const indexed = (e: (typeof ENTITIES)[number], field: string) => e.indexes.some((i) => i === field || i.startsWith(`[${field}+`));

/** The declarations are the one source the device, the pull and the cascades derive from: check they hold together. */
describe('entity declarations', () => {
  it('come in the areas\' order, which is the pull order, each after its parent', () => {
    expect(ENTITIES.map((e) => e.name)).toEqual(AREAS.flatMap((a) => a.entities.map((e) => e.name)));
    const orders = ENTITIES.map((e) => e.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    ENTITIES.forEach((e, i) => {
      if (e.parent) expect(ENTITIES.findIndex((p) => p.name === e.parent!.entity), `${e.name} after ${e.parent.entity}`).toBeLessThan(i);
    });
  });

  it('are what the device reads (domain/device-entities.ts, run `npx tsx scripts/device-entities.ts` when this fails)', () => {
    expect(readFileSync(new URL('./device-entities.ts', import.meta.url), 'utf8')).toBe(deviceEntitiesSource());
    expect(DEVICE_ENTITIES.map((e) => e.name)).toEqual(ENTITIES.map((e) => e.name));
  });

  it('have unique names, SQL tables and pull orders', () => {
    for (const key of ['name', 'sqlName', 'order'] as const) {
      const values = ENTITIES.map((e) => e[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('name only fields their rows have', () => {
    for (const e of ENTITIES) {
      const fields = fieldsOf(e);
      expect(fields, e.name).toContain('id');
      for (const i of e.indexes) for (const f of i.replace(/[[\]*]/g, '').split('+')) expect(fields, `${e.name} index ${i}`).toContain(f);
      if (e.window) expect(fields, `${e.name} window`).toContain(e.window);
      if (typeof e.client === 'object') expect(fields, `${e.name} client`).toContain('field' in e.client ? e.client.field : e.client.arrayField);
      for (const f of e.editable ?? []) expect(fields, `${e.name} editable ${f}`).toContain(f);
    }
  });

  it('cascade from an existing parent by a field the device has indexed', () => {
    for (const e of ENTITIES) {
      if (!e.parent) continue;
      expect(entityNamed(e.parent.entity), `${e.name} parent`).toBeDefined();
      expect(indexed(e, e.parent.field), `${e.name}.${e.parent.field} indexed`).toBe(true);
    }
    expect(childrenOf('clients').map((e) => e.name).sort()).toEqual(['checkInAssignments', 'checkInSubmissions', 'conversations', 'customMeals', 'exerciseLogs', 'habits', 'ingredients', 'mealLogs', 'mealPlans', 'meals', 'measurements', 'payments', 'photoSets', 'trainingPlans', 'weightLogs']);
    expect(childrenOf('trainingPlans').map((e) => e.name)).toEqual(['planBlocks']);
    expect(childrenOf('exerciseLogs').map((e) => e.name)).toEqual(['exerciseSets']);
    expect(childrenOf('mealPlans').map((e) => e.name)).toEqual(['mealPlanMeals']);
    expect(childrenOf('conversations').map((e) => e.name)).toEqual(['messages']);
    expect(childrenOf('photoSets').map((e) => e.name)).toEqual(['photos']);
    expect(childrenOf('habits').map((e) => e.name)).toEqual(['habitEntries']);
  });

  it('are all pulled, after the profile', () => {
    expect(SYNC_TABLES).toEqual(['profile', ...ENTITIES.map((e) => e.name)]);
  });

  it('every mutation targets a declared table, and each area defines its own names', () => {
    const names = AREAS.flatMap((a) => Object.keys(a.mutations));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(MUTATIONS).sort()).toEqual([...names].sort());
  });
});
