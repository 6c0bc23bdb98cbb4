import { FormNeedsScript } from '../../entities/garage/form-needs-script';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { checkTracking, type TrackingFields } from './tracking-rules';

export interface RepairTrackingFormProps {
  /** The reference the address carried (`?ma=`). */
  defaultCode?: string;
  pending: boolean;
  onLookup: (lookup: TrackingFields) => void;
}

// The contract's rules without zod (tracking-rules.ts): a public page that checks two fields.
const resolver: Resolver<TrackingFields> = async (values) => {
  const checked = checkTracking(values);
  if (checked.values) return { values: checked.values, errors: {} };
  const errors: FieldErrors<TrackingFields> = {};
  for (const [field, message] of Object.entries(checked.errors) as Array<[keyof TrackingFields, string]>) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** A job's reference and the customer's phone, checked as the server checks them. */
export function RepairTrackingForm({ defaultCode = '', pending, onLookup }: RepairTrackingFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<TrackingFields>({ resolver, defaultValues: { code: defaultCode, phone: '' } });
  const submit = useCallback((values: TrackingFields) => onLookup(values), [onLookup]);

  // The address brought the reference: the phone is what is left to type. Once, after hydration.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (defaultCode) setFocus('phone');
  }, [defaultCode, setFocus]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={messages.repairTracking.title}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField label={messages.repairTracking.codeLabel} required hint={messages.repairTracking.codeHint} error={errors.code?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          className="font-mono font-semibold tracking-[0.12em] uppercase"
          // Written into the server's HTML too, not only set once the page is live.
          defaultValue={defaultCode}
          {...register('code')}
        />
      </FormField>
      <FormField label={messages.repairTracking.phoneLabel} required error={errors.phone?.message}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
      </FormField>
      {/* Level with the fields, below their labels. */}
      <Button type="submit" pending={pending} pendingLabel={messages.lookup.searching} className="sm:mt-7">
        <Search aria-hidden="true" />
        {messages.repairTracking.submit}
      </Button>
      <FormNeedsScript className="sm:col-span-3" />
    </form>
  );
}
