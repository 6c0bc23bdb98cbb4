import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface ChoiceChipProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> {
  /** The group's choice is wrong or missing: the chip's border says so. */
  invalid?: boolean;
  /** Classes of the chip itself (the label); the radio inside is visually hidden. */
  className?: string;
  children: ReactNode;
}

/**
 * A radio drawn as a chip: checked, disabled and keyboard focus show on the chip, while the
 * real radio keeps the group's arrow keys and its name for screen readers.
 */
export function ChoiceChip({ invalid, className, children, ...input }: ChoiceChipProps) {
  return (
    <label
      className={cn(
        'relative flex min-h-control-md cursor-pointer flex-col items-center justify-center rounded-control border border-line-strong bg-surface px-2 py-1.5 text-center text-sm font-semibold text-ink transition-colors',
        'hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-line has-[:disabled]:bg-surface-muted has-[:disabled]:text-ink-muted has-[:disabled]:hover:border-line',
        invalid && 'border-danger',
        className,
      )}
    >
      <input type="radio" aria-invalid={invalid || undefined} {...input} className="sr-only" />
      {children}
    </label>
  );
}
