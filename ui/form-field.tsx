import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FormFieldContext, type FieldControlProps } from './form-field-context';
import { Label } from './label';

export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** When set the control gets aria-invalid and this text becomes part of its description. */
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only, e.g. a search field with a visible icon. */
  hideLabel?: boolean;
  /** `inline` puts a checkbox or switch before its label on one line. */
  layout?: 'stack' | 'inline';
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /**
   * A ui/ control (Input, Select, Textarea, Checkbox, Switch...) picks the wiring up by
   * itself; for anything else pass a function and spread what it receives.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  layout = 'stack',
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': hasError || undefined,
    'aria-required': required || undefined,
  };

  const labelNode = (
    <Label htmlFor={id} required={required} className={cn(hideLabel && 'sr-only', layout === 'inline' && 'font-normal')}>
      {label}
    </Label>
  );
  const body = typeof children === 'function' ? children(control) : children;

  return (
    <FormFieldContext.Provider value={control}>
      <div className={cn('flex flex-col gap-1.5', className)} data-invalid={hasError || undefined} {...props}>
        {layout === 'inline' ? (
          <div className="flex items-center gap-3">
            {body}
            {labelNode}
          </div>
        ) : (
          <>
            {labelNode}
            {body}
          </>
        )}
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        {hasError ? (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}
