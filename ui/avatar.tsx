import { cva, type VariantProps } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from './cn';

const avatarVariants = cva('relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-pill bg-navy-100 text-navy-700 ring-2 ring-surface', {
  variants: {
    size: {
      sm: 'size-8 [&_svg]:size-5',
      md: 'size-10 [&_svg]:size-6',
      lg: 'size-14 [&_svg]:size-8',
      xl: 'size-24 [&_svg]:size-14',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarVariants> {
  src?: string | null;
  /** Who it shows, e.g. the user's name; '' when the name is already written next to it. */
  alt: string;
}

/** A round photo, or a neutral person icon when there is none or it fails to load. */
export function Avatar({ src, alt, size, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={cn(avatarVariants({ size }), className)} {...props}>
      {showImage ? (
        <img src={src!} alt={alt} className="size-full object-cover" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <UserRound role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />
      )}
    </span>
  );
}
