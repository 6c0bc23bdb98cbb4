import { FormNeedsScript } from '../../entities/garage/form-needs-script';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { checkLookup, type LookupFields } from './lookup-rules';

export interface BookingLookupFormProps {
  /** The reference the address carried (`?ma=`). */
  defaultCode?: string;
  /**
   * The phone the visitor booked with in this tab (the card after booking passes it along, never
   * in the address): filled in once the page is live, and the booking looked up at once.
   */
  knownPhone?: string;
  pending: boolean;
  onLookup: (lookup: LookupFields) => void;
}

// The contract's rules without zod (lookup-rules.ts): a public page that checks two fields.
const resolver: Resolver<LookupFields> = async (values) => {
  const checked = checkLookup(values);
  if (checked.values) return { values: checked.values, errors: {} };
  const errors: FieldErrors<LookupFields> = {};
  for (const [field, message] of Object.entries(checked.errors) as Array<[keyof LookupFields, string]>) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** A booking's reference and the phone it was made with, checked as the server checks them. */
export function BookingLookupForm({ defaultCode = '', knownPhone, pending, onLookup }: BookingLookupFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LookupFields>({ resolver, defaultValues: { code: defaultCode, phone: '' } });
  const submit = useCallback((values: LookupFields) => onLookup(values), [onLookup]);
  const onSubmit = handleSubmit(submit);

  // After hydration, not in the first drawing: the server drew the page without the phone.
  // Once, for the page as it was opened: a later lookup is the visitor's own.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (knownPhone) {
      setValue('phone', knownPhone);
      void handleSubmit(submit)();
    } else if (defaultCode) {
      setFocus('phone');
    }
  }, [knownPhone, defaultCode, setValue, setFocus, handleSubmit, submit]);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={messages.lookup.title} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <FormField label={messages.bookingCard.codeLabel} required hint={messages.lookup.codeHint} error={errors.code?.message}>
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
      <FormField label={messages.lookup.phoneLabel} required error={errors.phone?.message}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
      </FormField>
      {/* Level with the fields, below their labels. */}
      <Button type="submit" pending={pending} pendingLabel={messages.lookup.searching} className="sm:mt-7">
        <Search aria-hidden="true" />
        {messages.lookup.submit}
      </Button>
      <FormNeedsScript className="sm:col-span-3" />
    </form>
  );
}
