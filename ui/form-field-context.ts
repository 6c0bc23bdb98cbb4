import { createContext, useContext } from 'react';

/** What a FormField hands to the control it wraps. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export const FormFieldContext = createContext<FieldControlProps | null>(null);

interface OwnControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

function joinIds(...lists: (string | undefined)[]) {
  const ids = new Set(lists.flatMap((list) => list?.split(/\s+/).filter(Boolean) ?? []));
  return ids.size ? [...ids].join(' ') : undefined;
}

/**
 * Merges a control's own accessibility props with those of the FormField around it.
 * The field's id wins, because its <label htmlFor> already points at it.
 */
export function useFieldControl(own: OwnControlProps) {
  const field = useContext(FormFieldContext);
  const invalid = own['aria-invalid'] ?? field?.['aria-invalid'];
  const required = own['aria-required'] ?? field?.['aria-required'];
  return {
    id: field?.id ?? own.id,
    'aria-describedby': joinIds(field?.['aria-describedby'], own['aria-describedby']),
    'aria-invalid': invalid === false || invalid === 'false' ? undefined : invalid,
    'aria-required': required === false || required === 'false' ? undefined : required,
  };
}
