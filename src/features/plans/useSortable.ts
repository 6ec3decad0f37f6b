import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { moveTo } from '../../../domain/plans/order';

interface DragState {
  id: string;
  from: number;
  to: number;
  dy: number;
}

export interface HandleProps {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

/**
 * Reorder by dragging a handle with the pointer (mouse, pen or finger): the
 * dragged item follows the pointer, the others make room, and on release
 * `onMove` gets the new order. Keyboard reordering is the caller's (move
 * buttons and Alt+Arrow keys); both end in the same `onMove`. Handlers and
 * refs are stable per id, so memoized items do not re-render for them.
 */
export function useSortable(ids: readonly string[], onMove: (nextIds: string[], movedId: string, toIndex: number) => void) {
  const latest = useRef({ ids, onMove });
  latest.current = { ids, onMove };
  const nodes = useRef(new Map<string, HTMLElement>());
  const start = useRef<{ id: string; y: number; scrollY: number; from: number; rects: DOMRect[]; gap: number } | null>(null);
  const [drag, setDragState] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);
  const setDrag = (d: DragState | null) => {
    dragRef.current = d;
    setDragState(d);
  };
  const handles = useRef(new Map<string, HandleProps>());
  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>());

  const handleProps = (id: string): HandleProps => {
    let h = handles.current.get(id);
    if (h) return h;
    h = {
      onPointerDown(e) {
        const list = latest.current.ids;
        if (e.button !== 0 || list.length < 2) return;
        const from = list.indexOf(id);
        if (from < 0) return;
        const rects = list.map((x) => nodes.current.get(x)?.getBoundingClientRect() ?? new DOMRect());
        const gap = rects.length > 1 ? Math.max(0, rects[1]!.top - rects[0]!.bottom) : 0;
        start.current = { id, y: e.clientY, scrollY: window.scrollY, from, rects, gap };
        e.currentTarget.setPointerCapture(e.pointerId);
        e.preventDefault();
        setDrag({ id, from, to: from, dy: 0 });
      },
      onPointerMove(e) {
        const s = start.current;
        if (!s) return;
        // Near the top or bottom edge the page scrolls, so a long plan can be reordered end to end.
        const edge = 72;
        if (e.clientY < edge) window.scrollBy(0, -Math.ceil((edge - e.clientY) / 4));
        else if (e.clientY > window.innerHeight - edge) window.scrollBy(0, Math.ceil((e.clientY - window.innerHeight + edge) / 4));
        // Positions are those at the start of the drag; the scroll since then counts as movement.
        const dy = e.clientY - s.y + (window.scrollY - s.scrollY);
        const r = s.rects[s.from]!;
        const center = r.top + r.height / 2 + dy;
        let to = 0;
        s.rects.forEach((x, j) => {
          if (j !== s.from && x.top + x.height / 2 < center) to++;
        });
        setDrag({ id: s.id, from: s.from, to, dy });
      },
      onPointerUp: () => finish(true),
      onPointerCancel: () => finish(false),
    };
    handles.current.set(id, h);
    return h;
  };

  function finish(commit: boolean) {
    const s = start.current;
    const d = dragRef.current;
    start.current = null;
    setDrag(null);
    if (commit && s && d && d.to !== d.from) {
      const { ids: list, onMove: move } = latest.current;
      move(moveTo(list, s.id, d.to), s.id, d.to);
    }
  }

  return {
    dragging: drag?.id ?? null,
    itemRef(id: string) {
      let r = refs.current.get(id);
      if (!r) {
        r = (el: HTMLElement | null) => {
          if (el) nodes.current.set(id, el);
          else nodes.current.delete(id);
        };
        refs.current.set(id, r);
      }
      return r;
    },
    handleProps,
    itemStyle(id: string): CSSProperties | undefined {
      const s = start.current;
      if (!drag || !s) return undefined;
      const j = ids.indexOf(id);
      if (id === drag.id) return { transform: `translateY(${drag.dy}px)`, zIndex: 5, position: 'relative' };
      const shift = s.rects[drag.from]!.height + s.gap;
      if (drag.from < drag.to && j > drag.from && j <= drag.to) return { transform: `translateY(${-shift}px)`, transition: 'transform 120ms' };
      if (drag.to < drag.from && j >= drag.to && j < drag.from) return { transform: `translateY(${shift}px)`, transition: 'transform 120ms' };
      return { transition: 'transform 120ms' };
    },
  };
}
