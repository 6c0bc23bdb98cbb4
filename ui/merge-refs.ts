import type { Ref, RefCallback } from 'react';

/** Lets a component keep its own ref to a node while still honouring the caller's `ref`. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
