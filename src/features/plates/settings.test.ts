import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlates } from '../../../domain/workouts/plates';
import { MemoryStorage } from '../../../tests/fixtures/memory-storage';


async function load(storage: MemoryStorage) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('./settings');
}

describe('plate settings', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('start with a 20 kg bar and every standard plate', async () => {
    const s = await load(storage);
    expect(s.getPlateSettings()).toEqual({
      unit: 'kg',
      bar: { kg: 20, lb: 45 },
      plates: { kg: [25, 20, 15, 10, 5, 2.5, 1.25], lb: [45, 35, 25, 10, 5, 2.5] },
    });
  });

  it('are stored on the device, heard by subscribers and found again after a reload', async () => {
    const s = await load(storage);
    const heard = vi.fn();
    const stop = s.subscribePlateSettings(heard);
    s.setPlateSettings((cur) => ({ ...s.togglePlate(cur, 'kg', 25), unit: 'lb', bar: { ...cur.bar, kg: 15 } }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    s.setPlateSettings((cur) => cur);
    expect(heard).toHaveBeenCalledTimes(1);
    const again = await load(storage);
    expect(again.getPlateSettings()).toEqual({ unit: 'lb', bar: { kg: 15, lb: 45 }, plates: { kg: [20, 15, 10, 5, 2.5, 1.25], lb: [45, 35, 25, 10, 5, 2.5] } });
  });

  it('toggle a plate off and back on in the standard order', async () => {
    const s = await load(storage);
    const off = s.togglePlate(s.DEFAULT_PLATE_SETTINGS, 'kg', 10);
    expect(off.plates.kg).toEqual([25, 20, 15, 5, 2.5, 1.25]);
    expect(s.togglePlate(off, 'kg', 10).plates.kg).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
    expect(off.plates.lb).toEqual([45, 35, 25, 10, 5, 2.5]);
  });

  it('read a broken or foreign stored value back as defaults, part by part', async () => {
    storage.setItem('repwise.plates', '{oops');
    expect((await load(storage)).getPlateSettings().unit).toBe('kg');
    storage.setItem('repwise.plates', JSON.stringify({ unit: 'stone', bar: { kg: -4, lb: 35 }, plates: { kg: [20, 7, 20.0, 5], lb: 'all' } }));
    expect((await load(storage)).getPlateSettings()).toEqual({ unit: 'kg', bar: { kg: 20, lb: 35 }, plates: { kg: [20, 5], lb: [45, 35, 25, 10, 5, 2.5] } });
  });

  it('give the plate calculator the chosen unit’s plates and weights', async () => {
    const s = await load(storage);
    const kg = s.togglePlate(s.DEFAULT_PLATE_SETTINGS, 'kg', 25);
    expect(loadPlates(100, kg.bar.kg, s.availablePlates(kg)).perSide).toEqual([20, 20]);
    expect(s.inUnit(100, 'kg')).toBe(100);
    expect(s.inUnit(100, 'lb')).toBe(220.46);
    const lb = { ...s.DEFAULT_PLATE_SETTINGS, unit: 'lb' as const };
    expect(loadPlates(s.inUnit(100, 'lb'), lb.bar.lb, s.availablePlates(lb))).toEqual({ perSide: [45, 35, 5, 2.5], loaded: 220, remainder: 0.46 });
  });
});
