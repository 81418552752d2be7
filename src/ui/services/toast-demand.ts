import { useSyncExternalStore } from 'react';

/*
 * The toast container loads with the backend (toasts mostly follow backend actions), but a few
 * actions raise one without it, as Share does in the dashboard drawn from the device's snapshot
 * while offline. Such an action asks for the container here first.
 */
let demanded = false;
const listeners = new Set<() => void>();

export function demandToasts(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
}

export function useToastsDemanded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => demanded,
    () => false,
  );
}
