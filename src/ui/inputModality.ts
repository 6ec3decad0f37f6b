/**
 * Whether the user's last input was a pointer (mouse, touch, pen) or a key, as `data-input` on <html>.
 *
 * Radix's tab triggers focus themselves by script on mousedown (for Safari, which does not focus buttons
 * on click), and Chromium counts a script's focus with nothing focused before as keyboard focus: a click
 * on a tab left the keyboard's 3 px ring around it. CSS reads the attribute to keep that ring for the
 * keyboard only (`:root[data-input='pointer'] .tr-tab:focus-visible`); a key pressed brings it back.
 */
export function trackInputModality(root: HTMLElement = document.documentElement): void {
  const mark = (kind: 'pointer' | 'keyboard') => () => {
    if (root.dataset.input !== kind) root.dataset.input = kind;
  };
  // Capture phase: the attribute is set before the press's own handlers focus anything.
  window.addEventListener('pointerdown', mark('pointer'), { capture: true, passive: true });
  window.addEventListener('keydown', mark('keyboard'), { capture: true, passive: true });
}
