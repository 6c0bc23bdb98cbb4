export interface ChatDayBreakProps {
  /** 'Hôm nay' or the day: 20/03/2026. */
  label: string;
}

/** A line across the log where the day changes, so each message's hour reads against its day. */
export function ChatDayBreak({ label }: ChatDayBreakProps) {
  return (
    <li className="flex items-center gap-3 text-xs font-semibold text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
      {label}
    </li>
  );
}
