/**
 * A save the backend has not acknowledged after this long is reported as waiting for the
 * connection: the Firestore SDK keeps the write and sends it when it can, but never fails it.
 * Shared by every screen that saves (the studio, Settings), so they all speak up at once.
 */
export const SAVE_ACK_TIMEOUT_MS = 6000;
