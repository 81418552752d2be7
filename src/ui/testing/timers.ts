import { act } from '@testing-library/react';
import { SAVE_DEBOUNCE_MS } from '../../core/editing/autosave.machine';
import type { MemoryApp } from '../app/composition/memory.composition';

/** Moves the machines' simulated clock on, as if the member waited `ms` without typing. */
export function passTime(app: MemoryApp, ms: number): void {
  act(() => app.timers.increment(ms));
}

/** The member stops typing long enough for the autosave to send what is on screen. */
export function pauseTyping(app: MemoryApp): void {
  passTime(app, SAVE_DEBOUNCE_MS);
}
