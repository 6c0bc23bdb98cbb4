import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const skeletonVariants = cva('block bg-navy-100 motion-safe:animate-pulse', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-tight',
      rect: 'w-full rounded-control',
      circle: 'aspect-square rounded-pill',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps extends ComponentProps<'span'>, VariantProps<typeof skeletonVariants> {}

/**
 * A grey placeholder in the shape of content still loading. Hidden from screen
 * readers: pair a group of skeletons with one Spinner or status text.
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return <span aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />;
}
