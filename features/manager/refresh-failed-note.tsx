import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';

export interface RefreshFailedNoteProps {
  message: string;
  onRetry: () => void;
}

/**
 * A board that still shows what it read last, but whose refresh failed: said above it, with a
 * retry, instead of emptying the screen (the day board, the workshop board).
 */
export function RefreshFailedNote({ message, onRetry }: RefreshFailedNoteProps) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Thử lại
      </Button>
    </p>
  );
}
