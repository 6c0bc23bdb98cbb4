import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check, CircleCheck, KeyRound, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { changePasswordBodySchema, currentPasswordBodySchema, type Account } from '../../contract/accounts';
import { CODE_LENGTH } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { CodeInput } from '../../ui/code-input';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { useToast } from '../../ui/toast';
import { AccountLoader } from './account-loader';
import { useChangePassword, useSendPasswordChangeCode } from '../../entities/account/change-password';
import { failureReason } from './load-error';

/** Spec section 2: the profile follows a successful change after 2 seconds. */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

export interface ChangePasswordProps {
  /** The signed-in user's id. */
  accountId: string;
}

type Step = 1 | 2 | 3 | 'done';

const stepNames = ['Mật khẩu hiện tại', 'Mã xác nhận', 'Mật khẩu mới'] as const;

const codeFormSchema = changePasswordBodySchema.pick({ code: true });
const newPasswordFormSchema = changePasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: messages.validation.newPasswordMismatch,
  });

/** Refusals that mean the code, not the new password, was wrong: back to step 2. */
const codeProblems: readonly string[] = [messages.auth.codeInvalid, messages.auth.codeExpired, messages.auth.codeTooManyAttempts];

function StepList({ step }: { step: Step }) {
  const position = step === 'done' ? 4 : step;
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Các bước đổi mật khẩu">
      {stepNames.map((name, index) => {
        const number = index + 1;
        const state = number < position ? 'done' : number === position ? 'current' : 'todo';
        return (
          <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col items-center gap-1.5 text-center">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-9 items-center justify-center rounded-pill text-sm font-bold ring-2',
                state === 'done' && 'bg-success text-white ring-success',
                state === 'current' && 'bg-brand-600 text-white ring-brand-600',
                state === 'todo' && 'bg-surface text-ink-muted ring-line-strong',
              )}
            >
              {state === 'done' ? <Check className="size-5" /> : number}
            </span>
            <span className={cn('text-xs font-semibold sm:text-sm', state === 'todo' ? 'text-ink-muted' : 'text-ink')}>
              <span className="sr-only">Bước {number}: </span>
              {name}
              {state === 'done' ? <span className="sr-only"> (đã xong)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function CurrentPasswordStep({ onSent }: { onSent: (currentPassword: string) => void }) {
  const toast = useToast();
  const { trigger, isMutating } = useSendPasswordChangeCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof currentPasswordBodySchema>, unknown, z.output<typeof currentPasswordBodySchema>>({
    resolver: zodResolver(currentPasswordBodySchema),
    defaultValues: { currentPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword }) => {
    try {
      const answer = await trigger({ currentPassword });
      toast.success(answer.message || messages.auth.codeSent);
      onSent(currentPassword);
    } catch (error) {
      toast.error(failureReason(error) ?? messages.account.changePasswordFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-step-title" className="space-y-5">
      <h2 id="change-step-title" className="text-lg font-bold text-navy-900">
        Bước 1: Nhập mật khẩu hiện tại
      </h2>
      <FormField label="Mật khẩu hiện tại" required error={errors.currentPassword?.message} hint="Sau khi kiểm tra, chúng tôi gửi mã xác nhận đến email của bạn.">
        <PasswordInput autoComplete="current-password" autoFocus {...register('currentPassword')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" pending={isMutating}>
          <Mail aria-hidden="true" />
          Tiếp tục
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ email, currentPassword, onBack, onNext }: { email: string; currentPassword: string; onBack: () => void; onNext: (code: string) => void }) {
  const toast = useToast();
  const resend = useSendPasswordChangeCode();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const sendAgain = async () => {
    try {
      const answer = await resend.trigger({ currentPassword });
      toast.success(answer.message || messages.auth.codeSent);
    } catch (error) {
      toast.error(failureReason(error) ?? messages.account.changePasswordFailed);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onNext(code))} aria-labelledby="change-step-title" className="space-y-5">
      <h2 id="change-step-title" className="text-lg font-bold text-navy-900">
        Bước 2: Nhập mã xác nhận
      </h2>
      <p className="text-sm text-ink-muted">
        Mã {CODE_LENGTH} số đã được gửi đến <strong className="font-semibold text-ink">{email}</strong>.
      </p>
      <FormField label={`Mã xác nhận (${CODE_LENGTH} số)`} required error={errors.code?.message}>
        <Controller control={control} name="code" render={({ field }) => <CodeInput length={CODE_LENGTH} autoFocus value={field.value} onChange={field.onChange} />} />
      </FormField>
      <p className="text-sm text-ink-muted">
        Không nhận được mã?{' '}
        <Button type="button" variant="link" size="sm" disabled={resend.isMutating} onClick={() => void sendAgain()}>
          Gửi lại mã
        </Button>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {messages.common.back}
        </Button>
        <Button type="submit">
          Tiếp tục
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

function NewPasswordStep({ code, onBack, onCodeRefused, onChanged }: { code: string; onBack: () => void; onCodeRefused: () => void; onChanged: () => void }) {
  const toast = useToast();
  const { trigger, isMutating } = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof newPasswordFormSchema>, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await trigger({ code, newPassword });
      toast.success(messages.account.changePasswordSuccess);
      onChanged();
    } catch (error) {
      const reason = failureReason(error);
      toast.error(reason ?? messages.account.changePasswordFailed);
      if (reason && codeProblems.includes(reason)) onCodeRefused();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-step-title" className="space-y-5">
      <h2 id="change-step-title" className="text-lg font-bold text-navy-900">
        Bước 3: Đặt mật khẩu mới
      </h2>
      <FormField label="Mật khẩu mới" required error={errors.newPassword?.message} hint="Ít nhất 6 ký tự.">
        <PasswordInput autoComplete="new-password" autoFocus {...register('newPassword')} />
      </FormField>
      <FormField label="Xác nhận mật khẩu mới" required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={isMutating}>
          <ArrowLeft aria-hidden="true" />
          {messages.common.back}
        </Button>
        <Button type="submit" pending={isMutating}>
          <KeyRound aria-hidden="true" />
          Đổi mật khẩu
        </Button>
      </div>
    </form>
  );
}

function PasswordSteps({ account }: { account: Account }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const thirdParty = account.type !== 'local';

  useEffect(() => {
    if (!thirdParty) return;
    toast.warning(messages.account.socialAccountNoPassword);
    navigate('/', { replace: true });
  }, [thirdParty, toast, navigate]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => navigate('/account/profile'), CHANGE_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  if (thirdParty) return null;

  return (
    <div className="space-y-6 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      <StepList step={step} />
      {step === 1 ? (
        <CurrentPasswordStep
          onSent={(password) => {
            setCurrentPassword(password);
            setStep(2);
          }}
        />
      ) : step === 2 ? (
        <CodeStep
          email={account.email}
          currentPassword={currentPassword}
          onBack={() => setStep(1)}
          onNext={(typed) => {
            setCode(typed);
            setStep(3);
          }}
        />
      ) : step === 3 ? (
        <NewPasswordStep code={code} onBack={() => setStep(2)} onCodeRefused={() => setStep(2)} onChanged={() => setStep('done')} />
      ) : (
        <p role="status" className="flex items-start gap-3 rounded-control bg-success-soft p-4 font-semibold text-success-ink">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {messages.account.changePasswordSuccess} Đang chuyển về trang thông tin tài khoản...
        </p>
      )}
    </div>
  );
}

/** `/account/changePass`: current password, mailed code, new password; Google and Facebook accounts go home. */
export function ChangePassword({ accountId }: ChangePasswordProps) {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold text-navy-900">Đổi mật khẩu</h1>
      <AccountLoader accountId={accountId}>{(account) => <PasswordSteps account={account} />}</AccountLoader>
    </div>
  );
}
