import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { refusalText } from '../../contract/client';
import { guestMessageBodySchema } from '../../contract/guest-messages';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { postGuestMessage } from '../../entities/chat/create-guest-message';

type FormInput = z.input<typeof guestMessageBodySchema>;
type FormValues = z.output<typeof guestMessageBodySchema>;

const empty: FormInput = { fullName: '', phone: '', email: '', message: '', consent: false };

export interface GuestMessageFormProps {
  autoFocus?: boolean;
}

/**
 * A visitor without an account leaves the garage a message: a name, a phone or an e-mail, the
 * text, and the consent ticked by themselves (never ticked for them). The server's refusal (too
 * many messages) stays above the button in its own words.
 */
export function GuestMessageForm({ autoFocus = false }: GuestMessageFormProps) {
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(guestMessageBodySchema), defaultValues: empty });

  const submit = async (values: FormValues) => {
    setRefusal(null);
    try {
      // The typed values go, not the parsed ones: the server reads the phone the same way.
      await postGuestMessage({ ...values, phone: values.phone ?? '', email: values.email ?? '' });
      reset(empty);
      setSent(true);
    } catch (error) {
      setRefusal(refusalText(error, messages.guestMessages.sendFailed));
    }
  };

  if (sent) {
    return (
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 overflow-y-auto bg-canvas p-6 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <p role="status" className="text-ink">
          {messages.guestMessages.sent}
        </p>
        <Button variant="outline" onClick={() => setSent(false)}>
          {messages.guestMessages.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={messages.guestMessages.formLabel}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-canvas p-4"
    >
      <p className="text-sm text-ink-muted">{messages.guestMessages.formIntro}</p>
      <FormField label={messages.guestMessages.fullName} required error={errors.fullName?.message}>
        <Input autoComplete="name" autoFocus={autoFocus} {...register('fullName')} />
      </FormField>
      <FormField label={messages.chat.contactPhone} hint={messages.guestMessages.contactHint} error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="0912 345 678" {...register('phone')} />
      </FormField>
      <FormField label={messages.guestMessages.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={messages.guestMessages.message} required error={errors.message?.message}>
        <Textarea minRows={3} maxRows={6} {...register('message')} />
      </FormField>
      <Controller
        control={control}
        name="consent"
        render={({ field }) => (
          <FormField layout="inline" required label={messages.guestMessages.consent} error={errors.consent?.message}>
            <Checkbox ref={field.ref} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} name={field.name} />
          </FormField>
        )}
      />
      {refusal ? (
        <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {refusal}
        </p>
      ) : null}
      <Button type="submit" pending={isSubmitting} pendingLabel={messages.common.sending}>
        {messages.guestMessages.submit}
      </Button>
    </form>
  );
}
