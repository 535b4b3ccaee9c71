// Touch gestures with spec §9's tolerances (TOUCH): a finger that moves at most `tapTolerance` px is a tap;
// one that moves `swipeTolerance` px or more is a swipe, along the axis it moved most on; anything between is
// neither. (The long tap's 400 ms is the shared theme's: a tooltip opens on a touch held that long.) Only
// touch is read: a mouse drag selects text, so it never swipes (and the compatibility mouse events a touch
// screen sends after a tap are not looked at).
import { useRef } from 'react';
import type { TouchEvent as ReactTouchEvent } from 'react';
import { TOUCH } from '@valik/domain';

export type Gesture = 'tap' | 'swipe-left' | 'swipe-right' | 'swipe-up' | 'swipe-down';

export interface TouchPoint {
  x: number;
  y: number;
}

export interface TouchTolerances {
  tapTolerance: number;
  swipeTolerance: number;
}

/** What a one-finger touch from `start` to `end` was, or null for a move too long for a tap and too short for a swipe. */
export function classifyGesture(start: TouchPoint, end: TouchPoint, tolerances: TouchTolerances = TOUCH): Gesture | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const across = Math.abs(dx);
  const down = Math.abs(dy);
  if (across <= tolerances.tapTolerance && down <= tolerances.tapTolerance) return 'tap';
  if (Math.max(across, down) < tolerances.swipeTolerance) return null;
  if (across >= down) return dx < 0 ? 'swipe-left' : 'swipe-right';
  return dy < 0 ? 'swipe-up' : 'swipe-down';
}

/** Where a horizontal finger move means something else: moving the caret or selecting text in a field. */
const OWN_GESTURES = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Touch handlers for an element that goes back and forth with a sideways swipe (spec §9's tolerances). A swipe
 * that starts in a text field, is made with more than one finger, or ends with text selected is not one.
 */
export function useSwipe(handlers: { onSwipeLeft?: () => void; onSwipeRight?: () => void }) {
  const start = useRef<TouchPoint | null>(null);
  return {
    onTouchStart(event: ReactTouchEvent) {
      const touch = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      start.current = event.touches.length === 1 && touch && !target?.closest(OWN_GESTURES) ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: ReactTouchEvent) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch || event.touches.length > 0 || String(window.getSelection() ?? '') !== '') return;
      const gesture = classifyGesture(from, { x: touch.clientX, y: touch.clientY });
      if (gesture === 'swipe-left') handlers.onSwipeLeft?.();
      else if (gesture === 'swipe-right') handlers.onSwipeRight?.();
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
