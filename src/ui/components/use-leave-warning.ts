import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the page asks the browser to confirm first. Writes the
 * backend has not acknowledged live only in this page's memory (the Firestore SDK keeps them
 * there until the connection returns), so leaving would drop them without a word.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set; its text is never shown.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
