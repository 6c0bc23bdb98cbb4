import { RotateCcw, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

export interface FormActionsProps {
  /** 'Cập nhật' while editing, 'Thêm …' otherwise. */
  submitLabel: string;
  pending: boolean;
  /** Puts the form back as it was opened. */
  onReset: () => void;
  /** More buttons after these two (a picture preview, say). */
  children?: ReactNode;
}

/** The submit and reset buttons under every back-office form. */
export function FormActions({ submitLabel, pending, onReset, children }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" pending={pending}>
        <Save aria-hidden="true" />
        {submitLabel}
      </Button>
      <Button type="button" variant="outline" disabled={pending} onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        Đặt lại
      </Button>
      {children}
    </div>
  );
}
