import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

export interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the part loads; nothing by default. */
  fallback?: ReactNode;
  /**
   * After a failure the part stays empty until this changes: give it something that changes
   * with each new attempt by the user (the id of the latest toast, the number of openings).
   */
  retryKey?: unknown;
  /** Told of the failure, e.g. `retry` of a retryableLazy so the next attempt imports again. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface LazyBoundaryState {
  failed: boolean;
  retryKey: unknown;
}

/**
 * Suspense for a lazily loaded part, plus an error boundary: when the part's chunk fails to
 * load (a deploy replaced it, the line dropped) or the part throws, it renders nothing instead
 * of taking the whole page down, and tries again when `retryKey` changes.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, LazyBoundaryState> {
  override state: LazyBoundaryState = { failed: false, retryKey: this.props.retryKey };

  static getDerivedStateFromProps(props: LazyBoundaryProps, state: LazyBoundaryState): Partial<LazyBoundaryState> | null {
    return Object.is(props.retryKey, state.retryKey) ? null : { retryKey: props.retryKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<LazyBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
