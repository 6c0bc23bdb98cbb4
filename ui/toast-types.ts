export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  severity: ToastSeverity;
  title?: string;
  duration?: number;
  open: boolean;
}
