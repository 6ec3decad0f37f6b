import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/fixtures/memory-storage';


const T0 = Date.parse('2026-11-24T10:00:00Z');

/** A fresh store module over `storage` (the store reads the stored timer when loaded, as on a reload). */
async function loadStore(storage: MemoryStorage) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('./store');
}

describe('rest timer store', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.unstubAllGlobals();
  });

  it('starts idle and stores only the end of a started rest', async () => {
    const s = await loadStore(storage);
    expect(s.restTimerStore.get().timer).toEqual({ state: 'idle' });
    s.startRestTimer(90, 'Bench press', T0);
    expect(JSON.parse(storage.getItem('repwise.restTimer')!)).toEqual({
      timer: { state: 'running', endsAt: '2026-11-24T10:01:30.000Z', durationSeconds: 90 },
      label: 'Bench press',
    });
  });

  it('finds the rest again after a reload', async () => {
    (await loadStore(storage)).startRestTimer(60, null, T0);
    const reloaded = await loadStore(storage);
    expect(reloaded.restTimerStore.get().timer).toEqual({ state: 'running', endsAt: '2026-11-24T10:01:00.000Z', durationSeconds: 60 });
  });

  it('extends, pauses, resumes and skips, telling its listeners', async () => {
    const s = await loadStore(storage);
    const heard = vi.fn();
    const stop = s.restTimerStore.subscribe(heard);
    s.startRestTimer(60, 'Squat', T0);
    s.extendRestTimer(15, T0);
    expect(s.restTimerStore.get().timer).toMatchObject({ state: 'running', endsAt: '2026-11-24T10:01:15.000Z' });
    s.extendRestTimer(-15, T0);
    s.pauseRestTimer(T0 + 20_000);
    expect(s.restTimerStore.get().timer).toEqual({ state: 'paused', remainingMs: 40_000, durationSeconds: 60 });
    s.resumeRestTimer(T0 + 100_000);
    expect(s.restTimerStore.get().timer).toMatchObject({ state: 'running', endsAt: '2026-11-24T10:02:20.000Z' });
    s.skipRestTimer();
    expect(s.restTimerStore.get()).toEqual({ timer: { state: 'idle' }, label: null });
    expect(storage.getItem('repwise.restTimer')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(6);
    stop();
  });

  it('treats a broken stored value as no rest', async () => {
    storage.setItem('repwise.restTimer', '{not json');
    expect((await loadStore(storage)).restTimerStore.get().timer).toEqual({ state: 'idle' });
    storage.setItem('repwise.restTimer', JSON.stringify({ timer: { state: 'running', endsAt: 'soon' } }));
    expect((await loadStore(storage)).restTimerStore.get().timer).toEqual({ state: 'idle' });
  });

  it('lets one end sound once, also across a reload', async () => {
    const s = await loadStore(storage);
    expect(s.alertedRestEnd()).toBeNull();
    expect(s.claimRestAlert('2026-11-24T10:01:00.000Z')).toBe(true);
    expect(s.claimRestAlert('2026-11-24T10:01:00.000Z')).toBe(false);
    const reloaded = await loadStore(storage);
    expect(reloaded.alertedRestEnd()).toBe('2026-11-24T10:01:00.000Z');
    expect(reloaded.claimRestAlert('2026-11-24T10:01:00.000Z')).toBe(false);
    expect(reloaded.claimRestAlert('2026-11-24T10:03:00.000Z')).toBe(true);
  });

  it("keeps a rest made longer or shorter as that exercise's rest, and the default apart", async () => {
    const s = await loadStore(storage);
    const settings = await import('./settings');
    expect(settings.getRestSettings()).toEqual({ defaultSeconds: 90, byExercise: {} });
    s.startRestTimer(90, 'Curl', T0, 'dumbbell-curl');
    s.extendRestTimer(15, T0 + 1000);
    s.extendRestTimer(15, T0 + 2000);
    s.startRestTimer(60, null, T0);
    s.extendRestTimer(-15, T0);
    expect(settings.getRestSettings().byExercise).toEqual({ 'dumbbell-curl': 120 });
    settings.setDefaultRest(45);
    settings.setDefaultRest(0);
    const reloaded = await loadStore(storage);
    expect(reloaded.restTimerStore.get().exerciseId).toBeUndefined();
    expect((await import('./settings')).getRestSettings()).toEqual({ defaultSeconds: 45, byExercise: { 'dumbbell-curl': 120 } });
    storage.setItem('repwise.rest', JSON.stringify({ defaultSeconds: -3, byExercise: { a: 30, b: 'x', c: 99_999 } }));
    await loadStore(storage);
    expect((await import('./settings')).getRestSettings()).toEqual({ defaultSeconds: 90, byExercise: { a: 30 } });
  });
});
