import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { progress } from '../../../domain/workouts/rest-timer';
import { CheckIcon } from '../../ui/icons';
import { playRestOver, unlockAudio } from './alert';
import { clockOf, msToNextTick, OVER_SHOW_MS, restPhase, shouldAlert, type RestPhase } from './bar-rules';
import { alertedRestEnd, claimRestAlert, extendRestTimer, pauseRestTimer, restTimerStore, resumeRestTimer, skipRestTimer } from './store';
import './rest-timer.css';

const STEP = 15;

const PauseIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
const PlayIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);
const SkipIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 5l9 7-9 7z" fill="currentColor" />
    <path d="M19 5v14" />
  </svg>
);

/**
 * The rest timer of this device, on every screen of the signed-in areas
 * while a rest runs: a compact bar above the phone's bottom navigation, at
 * the bottom right on a wide screen. It counts down from the stored end,
 * re-rendering once a second only while running; at the end it beeps and
 * vibrates once (bar-rules.ts shouldAlert), says "Rest over" briefly and
 * goes. Start and end are announced politely, the seconds are not.
 */
export function RestTimerBar({ shownFrom }: { shownFrom?: RestPhase } = {}) {
  const { t } = useTranslation();
  const { timer, label } = useSyncExternalStore(restTimerStore.subscribe, restTimerStore.get, restTimerStore.get);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const phase = restPhase(timer, now);
  const [overUntil, setOverUntil] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Mounted by the start itself (DeferredRestTimerBar): the start is announced as if the bar had been there idle.
  const lastPhase = useRef(shownFrom ?? phase);

  // One re-render when the shown second changes, only while running (or while "Rest over" shows).
  useEffect(() => {
    if (phase === 'running') {
      const id = setTimeout(tick, msToNextTick(timer, Date.now()) + 5);
      return () => clearTimeout(id);
    }
    if (overUntil > Date.now()) {
      const id = setTimeout(tick, overUntil - Date.now() + 5);
      return () => clearTimeout(id);
    }
    return undefined;
  });

  // A tab coming back from the background catches up at once.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // The first touch anywhere lets the page sound later.
  useEffect(() => {
    if (phase !== 'running') return undefined;
    window.addEventListener('pointerdown', unlockAudio, { once: true, capture: true });
    return () => window.removeEventListener('pointerdown', unlockAudio, { capture: true });
  }, [phase]);

  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = phase;
    if (phase === 'running' && (before === 'idle' || before === 'ended')) {
      setAnnouncement(label ? t('restTimer.startedFor', { time: clockOf(timer, Date.now()), label }) : t('restTimer.started', { time: clockOf(timer, Date.now()) }));
    }
    if (phase !== 'ended' || timer.state !== 'running') return;
    const at = Date.now();
    if (shouldAlert(timer, at, alertedRestEnd()) && claimRestAlert(timer.endsAt)) {
      playRestOver();
      setOverUntil(at + OVER_SHOW_MS);
      setAnnouncement(t('restTimer.over'));
    }
    // Ended: the stored timer goes (the "Rest over" text is this bar's own, for a moment).
    skipRestTimer();
  }, [phase, timer, label, t]);

  const showOver = phase !== 'running' && phase !== 'paused' && overUntil > now;
  const live = (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );

  if (showOver) {
    return (
      <>
        {live}
        <div className="rest-bar rest-bar--over" data-testid="rest-bar">
          <span className="rest-bar-over-icon">
            <CheckIcon size={20} />
          </span>
          <span className="rest-bar-over-text">{t('restTimer.over')}</span>
        </div>
      </>
    );
  }
  if (phase !== 'running' && phase !== 'paused') return live;

  const time = clockOf(timer, now);
  const running = phase === 'running';
  return (
    <>
      {live}
      <section className={`rest-bar${running ? '' : ' rest-bar--paused'}`} aria-label={t('restTimer.region')} data-testid="rest-bar" onPointerDown={unlockAudio}>
        <div className="rest-bar-clock">
          <span className="rest-bar-time" role="timer" aria-label={t('restTimer.left', { time })}>
            {time}
          </span>
          <span className="rest-bar-label">{running ? (label ?? t('restTimer.rest')) : t('restTimer.paused')}</span>
        </div>
        <div className="rest-bar-actions">
          <button type="button" className="rest-bar-btn rest-bar-btn--text" aria-label={t('restTimer.less', { seconds: STEP })} onClick={() => extendRestTimer(-STEP)}>
            −15
          </button>
          <button type="button" className="rest-bar-btn rest-bar-btn--text" aria-label={t('restTimer.more', { seconds: STEP })} onClick={() => extendRestTimer(STEP)}>
            +15
          </button>
          {running ? (
            <button type="button" className="rest-bar-btn" aria-label={t('restTimer.pause')} onClick={() => pauseRestTimer()}>
              <PauseIcon />
            </button>
          ) : (
            <button type="button" className="rest-bar-btn" aria-label={t('restTimer.resume')} onClick={() => resumeRestTimer()}>
              <PlayIcon />
            </button>
          )}
          <button type="button" className="rest-bar-btn" aria-label={t('restTimer.skip')} onClick={() => skipRestTimer()}>
            <SkipIcon />
          </button>
        </div>
        <span className="rest-bar-progress" aria-hidden="true" style={{ transform: `scaleX(${1 - progress(timer, now)})` }} />
      </section>
    </>
  );
}
