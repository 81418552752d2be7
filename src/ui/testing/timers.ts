import { act } from '@testing-library/react';
import { SAVE_DEBOUNCE_MS } from '../../core/editing/autosave.machine';
import type { MemoryApp } from '../app/composition/memory.composition';

/**
 * Moves the machines' simulated clock on, as if the member waited `ms` without typing. The tasks
 * already queued run first, as they would while a member waits: among them the autosave taking
 * the last edit, which it does in the task after the member's event.
 */
export async function passTime(app: MemoryApp, ms: number): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  act(() => app.timers.increment(ms));
}

/** The member stops typing long enough for the autosave to send what is on screen. */
export async function pauseTyping(app: MemoryApp): Promise<void> {
  await passTime(app, SAVE_DEBOUNCE_MS);
}
