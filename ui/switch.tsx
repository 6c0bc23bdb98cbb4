import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useFieldControl } from './form-field-context';

const switchVariants = cva(
  [
    'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-pill border-2 border-transparent transition-colors',
    'bg-line-strong data-[state=checked]:bg-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-50',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-7 w-12',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const thumbVariants = cva(
  'pointer-events-none block translate-x-0 rounded-pill bg-white shadow-md ring-0 transition-transform motion-reduce:transition-none',
  {
    variants: {
      size: {
        sm: 'size-4 data-[state=checked]:translate-x-4',
        md: 'size-6 data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root>, VariantProps<typeof switchVariants> {}

/** An on/off toggle that acts at once (role="switch"); use Checkbox for choices sent with a form. */
export function Switch({ className, size, id, ...props }: SwitchProps) {
  const field = useFieldControl({ id, ...props });
  return (
    <SwitchPrimitive.Root className={cn(switchVariants({ size }), className)} {...props} {...field}>
      <SwitchPrimitive.Thumb className={thumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
}
