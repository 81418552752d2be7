/**
 * The use-cases the web app drives, resolved once by the composition root
 * (src/ui/app/composition/use-cases.composition.ts). Components receive them through
 * `useBackend()`, never from the container.
 */
export interface UseCases {
  readonly placeholder?: never;
}
