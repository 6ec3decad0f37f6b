import type { KeyboardEvent } from 'react';

/** ↑/↓ move between the list's row links (Enter opens the focused one, as links do); ↑ on the first goes back to search. */
export function onRowKeyDown(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const rows = [...document.querySelectorAll<HTMLElement>('[data-client-row]')];
  const i = rows.indexOf(e.currentTarget);
  if (i < 0) return;
  e.preventDefault();
  const next = e.key === 'ArrowDown' ? rows[i + 1] : i === 0 ? document.getElementById('client-search') : rows[i - 1];
  next?.focus();
}
