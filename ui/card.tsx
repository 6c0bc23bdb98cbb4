import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const cardVariants = cva('flex flex-col rounded-card', {
  variants: {
    variant: {
      elevated: 'bg-surface text-ink shadow-card ring-1 ring-line/60',
      outline: 'border border-line bg-surface text-ink',
      muted: 'bg-surface-muted text-ink',
      navy: 'bg-navy-900 text-white',
      brand: 'bg-brand-600 text-white',
    },
    padding: {
      none: '',
      sm: 'gap-2 p-4',
      md: 'gap-3 p-6',
      lg: 'gap-4 p-8',
    },
    interactive: {
      true: 'transition-[box-shadow,translate] hover:shadow-raised motion-safe:hover:-translate-y-0.5 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
    },
  },
  defaultVariants: { variant: 'elevated', padding: 'md' },
});

export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Render as the single child (an <article>, a <li>, a link) with the card's look. */
  asChild?: boolean;
}

/** A surface that groups related content. */
export function Card({ variant, padding, interactive, asChild = false, className, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return <Component className={cn(cardVariants({ variant, padding, interactive }), className)} {...props} />;
}
