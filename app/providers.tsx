import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET_PX } from '../contract/constants';
import { ToastProvider } from '../ui/toast';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ToastProvider duration={TOAST_DURATION_MS} topOffset={TOAST_TOP_OFFSET_PX}>
        {children}
      </ToastProvider>
    </SWRConfig>
  );
}
