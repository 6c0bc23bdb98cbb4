import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlVariants, type ControlSize } from './control-styles';
import { useFieldControl } from './form-field-context';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: ControlSize;
}

export function Input({ className, size, id, type = 'text', ...props }: InputProps) {
  const field = useFieldControl({ id, ...props });
  return <input type={type} className={cn(controlVariants({ size }), 'file:mr-3 file:border-0 file:bg-transparent file:font-semibold', className)} {...props} {...field} />;
}
