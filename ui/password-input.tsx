import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { controlVariants, type ControlSize } from './control-styles';
import { focusRing } from './focus-ring';
import { useFieldControl } from './form-field-context';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  size?: ControlSize;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
}

/** A password field with a show/hide button. `className` sizes the wrapper. */
export function PasswordInput({
  className,
  size,
  id,
  defaultVisible = false,
  showLabel = 'Hiện mật khẩu',
  hideLabel = 'Ẩn mật khẩu',
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const generated = useId();
  const field = useFieldControl({ id: id ?? generated, ...props });
  return (
    <div className={cn('relative w-full', className)}>
      <input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn(controlVariants({ size }), 'pr-12')}
        {...props}
        {...field}
      />
      <button
        type="button"
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={field.id}
        disabled={disabled}
        onClick={() => setVisible((current) => !current)}
        className={cn(
          'absolute top-1/2 right-1 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink disabled:cursor-not-allowed disabled:opacity-50',
          focusRing,
          'focus-visible:outline-offset-0',
        )}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
