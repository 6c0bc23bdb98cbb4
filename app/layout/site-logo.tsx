import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { GARAGE } from '../../contract/garage';

export interface SiteLogoProps {
  className?: string;
  /** The footer repeats the logo on navy; the header sits on navy too. */
  compact?: boolean;
}

/** The garage's mark and name, always leading home. */
export function SiteLogo({ className, compact = false }: SiteLogoProps) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2.5 rounded-control text-white', focusRing, className)}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <rect width="40" height="40" rx="10" fill="#c4450c" />
        <path d="M8 25.5 10.6 20q.8-1.6 2.6-1.8l3-.3 3.4-3.4q1-1 2.4-1H27q1.7 0 2.7 1.3l2.2 3.1q2.4.3 3.1 2.1l.5 5.5z" fill="#fff" />
        <circle cx="14" cy="26.5" r="3.2" fill="#0b1426" stroke="#fff" strokeWidth="1.6" />
        <circle cx="28.5" cy="26.5" r="3.2" fill="#0b1426" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold whitespace-nowrap">{GARAGE.name}</span>
        {compact ? null : <span className="text-xs font-semibold whitespace-nowrap text-brand-300">Sửa chữa · Bảo dưỡng · Cứu hộ</span>}
      </span>
    </Link>
  );
}
