import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location, type NavigationType, type To } from 'react-router-dom';
import type { AppHistory } from '../app/routing/app-router';

/** The history a screen test renders the app on, with what a test reads and does with it. */
export interface TestRouter {
  readonly history: AppHistory;
  /** Where the app is, and how it got there. */
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  /** Goes to `to` as a link would (wrap it in `act`). */
  navigate(to: To): void;
}

export function createTestRouter(initialEntry: string | Partial<Location>): TestRouter {
  const history = createMemoryHistory({ initialEntries: [initialEntry], v5Compat: true });
  return {
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to) => history.push(to),
  };
}
