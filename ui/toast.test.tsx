import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function UsesToast() {
  const toast = useToast();
  return <span>{typeof toast.success}</span>;
}

describe('useToast', () => {
  it('throws a clear error outside its provider', () => {
    expect(() => renderToString(<UsesToast />)).toThrow('useToast() phải được dùng bên trong <ToastProvider>.');
  });

  it('gives the API inside the provider', () => {
    expect(
      renderToString(
        <ToastProvider>
          <UsesToast />
        </ToastProvider>,
      ),
    ).toContain('function');
  });
});
