import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';

/** Up to two letters: the first of the first word and of the last (Nguyễn Văn Hùng: NH). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('vi');
}

export interface CustomerAvatarProps {
  name: string;
  image: string | null;
  className?: string;
}

/** The customer's photo, or their initials: the name is always written beside it, so it says nothing itself. */
export function CustomerAvatar({ name, image, className }: CustomerAvatarProps) {
  if (image) return <Avatar src={image} alt="" className={className} />;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-pill bg-navy-100 text-sm font-bold text-navy-800 ring-2 ring-surface', className)}
    >
      {initialsOf(name)}
    </span>
  );
}
