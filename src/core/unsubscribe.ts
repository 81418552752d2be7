/** Stops a live subscription. Every `watch…` method returns one. */
export type Unsubscribe = () => void;
