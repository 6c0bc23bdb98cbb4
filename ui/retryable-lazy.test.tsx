import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './retryable-lazy';

function Part({ name }: { name: string }) {
  return <p>{`Đã tải ${name}`}</p>;
}

/** Renders to HTML, waiting for lazy parts; errors are collected rather than thrown. */
async function html(node: ReactNode) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<Suspense fallback={<i>chờ</i>}>{node}</Suspense>, { onError: (error) => void errors.push(error) });
  return { text: await new Response(prelude).text(), errors };
}

describe('retryableLazy', () => {
  it('loads once and keeps the result', async () => {
    let calls = 0;
    const Lazy = retryableLazy(async () => {
      calls += 1;
      return Part;
    });
    expect((await html(<Lazy name="A" />)).text).toContain('Đã tải A');
    Lazy.retry();
    expect((await html(<Lazy name="B" />)).text).toContain('Đã tải B');
    expect(calls).toBe(1);
  });

  it('keeps a failed import until told to retry, then imports again', async () => {
    const failure = new Error('chunk');
    let calls = 0;
    const Lazy = retryableLazy(async () => {
      calls += 1;
      if (calls === 1) throw failure;
      return Part;
    });

    const first = await html(<Lazy name="A" />);
    expect(first.errors).toContain(failure);
    expect(first.text).not.toContain('Đã tải');

    // Without retry() the failure sticks, as React.lazy's would.
    expect((await html(<Lazy name="A" />)).errors).toContain(failure);
    expect(calls).toBe(1);

    Lazy.retry();
    const third = await html(<Lazy name="A" />);
    expect(third.errors).toEqual([]);
    expect(third.text).toContain('Đã tải A');
    expect(calls).toBe(2);
  });
});
