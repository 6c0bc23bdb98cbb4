import { lazy, type ComponentType, type ReactNode } from 'react';

export interface RetryableLazy<P extends object> {
  (props: P): ReactNode;
  /**
   * Forgets a failed import, so the next render imports the chunk again. Does nothing
   * after a successful one. Pass it to <LazyBoundary onError>.
   */
  retry(): void;
}

/**
 * React.lazy that can try again. A React.lazy component keeps a failed import for good,
 * so one network hiccup would disable the part for the whole visit; this one swaps in a
 * fresh lazy component when told to retry. Render it inside a <LazyBoundary>.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  let failed = false;
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Loaded = create();

  function Retryable(props: P) {
    return <Loaded {...props} />;
  }
  return Object.assign(Retryable, {
    retry() {
      if (!failed) return;
      failed = false;
      Loaded = create();
    },
  });
}
