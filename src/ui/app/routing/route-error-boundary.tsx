import { Component, type ReactNode } from 'react';
import { RouteError } from '../route-error';

interface Props {
  /** The path shown: an error belongs to it, and a navigation elsewhere draws the new page. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface State {
  readonly failedAt: string | null;
}

/** Shows the error page when a screen throws while drawing, as long as the member stays on it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Just failed: remember where. Failed elsewhere before: this path gets its own try.
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
