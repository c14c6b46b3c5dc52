import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another address leaves the error behind (the boundary stays mounted when the next page renders in its place). */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * A route's error boundary: an error while its page renders, or its page's script failing to load, shows
 * the route error page in the page's place (the layouts around it stay) until the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
