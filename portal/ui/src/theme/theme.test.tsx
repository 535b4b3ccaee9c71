// The shared theme's behaviour constants (spec §9), rendered through Preact as the portal ships them; the
// clock is Vitest's, so the delays are counted, never waited for.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { TOOLTIP_DELAY_MS, TOUCH } from '@valik/domain';
import { createValikTheme } from './index.ts';

let container: HTMLElement | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  // closed the way a person closes it, and long enough after for MUI's "a tooltip was just open, open the next
  // at once" window (module-wide) to have passed
  const button = container?.querySelector('button');
  act(() => {
    button?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    button?.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  vi.useRealTimers();
});

/** Draws a control with a tooltip in the theme; returns the control. */
function drawTooltip(): HTMLButtonElement {
  container = document.body.appendChild(document.createElement('div'));
  render(
    <ThemeProvider theme={createValikTheme()}>
      <Tooltip title="Muuda kursust">
        <button type="button">✎</button>
      </Tooltip>
    </ThemeProvider>,
    container,
  );
  return container.querySelector('button')!;
}

/** Whether the tooltip is open after `ms` more of the test's clock. */
async function openAfter(ms: number): Promise<boolean> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  return document.querySelector('[role="tooltip"]')?.textContent === 'Muuda kursust';
}

describe('createValikTheme', () => {
  it(`opens a tooltip ${TOOLTIP_DELAY_MS} ms after the pointer rests on its control, not before`, async () => {
    const button = drawTooltip();
    act(() => {
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(await openAfter(TOOLTIP_DELAY_MS - 1)).toBe(false);
    expect(await openAfter(1)).toBe(true);
  });

  it(`opens a tooltip on a long tap: a finger held ${TOUCH.longTapMs} ms on its control`, async () => {
    const button = drawTooltip();
    act(() => {
      button.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    });
    expect(await openAfter(TOUCH.longTapMs - 1)).toBe(false);
    expect(await openAfter(1)).toBe(true);
  });

});
