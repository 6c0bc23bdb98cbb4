import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { TOAST_DURATION_MS, TOAST_PHONE_BOTTOM_OFFSET_PX, TOAST_TOP_OFFSET_PX } from '../ui/ui-values';
import { ToastProvider } from '../ui/toast';

export interface AppProvidersProps {
  children: ReactNode;
  /** Answers the page was rendered with on the server: swr starts with them. */
  fallback?: Record<string, unknown>;
  /** swr middleware: on the server, the one that records what the page asks for. */
  use?: Middleware[];
}

export function AppProviders({ children, fallback, use }: AppProvidersProps) {
  const config = useMemo(() => ({ revalidateOnFocus: false, shouldRetryOnError: false, ...(fallback && { fallback }), ...(use && { use }) }), [fallback, use]);
  return (
    <SWRConfig value={config}>
      <ToastProvider duration={TOAST_DURATION_MS} topOffset={TOAST_TOP_OFFSET_PX} phoneBottomOffset={TOAST_PHONE_BOTTOM_OFFSET_PX}>
        {children}
      </ToastProvider>
    </SWRConfig>
  );
}
