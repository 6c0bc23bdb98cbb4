import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

export type UserMenuPlacement = 'bar' | 'sheet';

export function userMenuButtonClass(placement: UserMenuPlacement) {
  return cn(
    'flex min-h-control-md max-w-56 cursor-pointer items-center gap-2 rounded-control py-1 pr-2 pl-1 text-sm font-semibold',
    placement === 'bar' ? 'text-white hover:bg-white/10' : 'w-full max-w-none text-ink ring-1 ring-line hover:bg-navy-50',
    focusRing,
  );
}

export interface UserMenuButtonContentProps {
  fullName: string;
  image: string | null;
  placement: UserMenuPlacement;
  /** After the name: staff see how many new items wait for them. */
  marker?: ReactNode;
}

/** What the user menu's button shows: the avatar, the name and a chevron. */
export function UserMenuButtonContent({ fullName, image, placement, marker }: UserMenuButtonContentProps) {
  return (
    <>
      <Avatar src={image} alt="" size="sm" />
      <span className="sr-only">Tài khoản: </span>
      <span className={cn('truncate', placement === 'sheet' && 'flex-1 text-left')}>{fullName}</span>
      {marker}
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-80" />
    </>
  );
}
