import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** A new value clears the error, e.g. the location's key: Back or a link leaves the error. */
  resetKey: unknown;
  /** What shows instead of the children that failed. */
  fallback: ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Shows `fallback` instead of children that threw while rendering, and logs the error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    // eslint-disable-next-line no-console -- the shop's console lines are console.log lines
    console.log('The page could not be shown:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
