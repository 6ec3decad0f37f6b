import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a set taken back is offered back: long enough to see it and reach the button between two sets. */
export const UNDO_SHOW_MS = 8_000;

export interface UndoOffer {
  /** The set as it was before the tap took it back. */
  set: { id: string; completedAt: string };
  text: string;
}

/**
 * "Set 2 of Squat is not done any more. Undo": shown for a few seconds after
 * a tap on a done set's check, which takes the set back at once (its values
 * kept), so a thumb that missed gets it back with one more tap.
 */
export function UndoBar({ offer, onUndo, onGone }: { offer: UndoOffer; onUndo: () => void; onGone: () => void }) {
  const { t } = useTranslation();
  const gone = useRef(onGone);
  gone.current = onGone;
  useEffect(() => {
    const id = setTimeout(() => gone.current(), UNDO_SHOW_MS);
    return () => clearTimeout(id);
  }, [offer]);
  return (
    <div className="wl-undo" data-testid="log-undo" role="status" aria-live="polite">
      <span className="wl-undo-text">{offer.text}</span>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onUndo}>
        {t('workoutLog.undo.button')}
      </button>
    </div>
  );
}
