import { ApiError, refusalText } from '../../contract/client';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { CopyButton } from '../../ui/copy-button';
import { LoadError } from '../../ui/load-error';
import { QrCode } from '../../ui/qr-code';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { usePaymentRequest, type PaymentRequestInput } from './get-payment-request';

const text = messages.vietqr;

export interface PaymentQrProps extends PaymentRequestInput {
  className?: string;
  /** The card's heading level where it sits (h2 on a page of its own, h3 inside a section). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The card a customer scans to pay a job by bank transfer: the VietQR code of its balance (or of
 * a deposit), and beside it what a person would type without the code: bank, account, name, sum
 * and the note the garage matches the transfer by. A refusal (the branch has no account,
 * nothing is owed) is said in the server's words.
 */
export function PaymentQr({ className, headingLevel = 'h2', ...input }: PaymentQrProps) {
  const { data, error, isLoading, mutate } = usePaymentRequest(input);
  const Heading = headingLevel;
  const title = <Heading className="text-lg font-bold text-navy-900">{text.scanTitle}</Heading>;

  if (error) {
    // 409: the branch has no account or nothing is owed, which trying again will not change.
    if (error instanceof ApiError && error.status === 409) {
      return (
        <Card variant="outline" padding="sm" className={className}>
          {title}
          <p role="status" className="text-sm text-ink-muted">
            {refusalText(error, text.qrLoadFailed)}
          </p>
        </Card>
      );
    }
    return <LoadError className={className} message={refusalText(error, text.qrLoadFailed)} onRetry={() => void mutate()} retryLabel={text.retry} />;
  }

  return (
    <Card variant="outline" padding="sm" className={cn('gap-4', className)} aria-busy={isLoading || undefined}>
      {title}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="w-52 max-w-full shrink-0">
          {data ? (
            <QrCode value={data.payload} label={format(text.qrLabel, { amount: formatPrice(data.amount) })} failureMessage={text.qrDrawFailed} />
          ) : (
            <Skeleton className="block aspect-square w-full" />
          )}
        </div>
        <div className="flex w-full min-w-0 flex-col gap-3">
          {data ? (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-muted">{text.bankLabel}</dt>
              <dd className="font-semibold">{data.bank}</dd>
              <dt className="mt-2 text-ink-muted sm:mt-0">{text.accountNumberLabel}</dt>
              <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold tabular-nums break-all">{data.accountNumber}</span>
                {/* On a phone the code is on the screen that would scan it: copying is the way. */}
                <CopyButton value={data.accountNumber} label={text.copyAccountNumber} copiedLabel={messages.bookingCard.codeCopied} failedLabel={text.copyFailed} />
              </dd>
              <dt className="mt-2 text-ink-muted sm:mt-0">{text.accountNameLabel}</dt>
              <dd className="font-semibold break-words">{data.accountName}</dd>
              <dt className="mt-2 text-ink-muted sm:mt-0">{text.amountLabel}</dt>
              <dd className="text-lg font-bold text-brand-700 tabular-nums">{formatPrice(data.amount)}</dd>
              <dt className="mt-2 text-ink-muted sm:mt-0">{text.noteLabel}</dt>
              <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-mono text-base font-bold tracking-wide">{data.note}</span>
                <CopyButton value={data.note} label={text.copyNote} copiedLabel={messages.bookingCard.codeCopied} failedLabel={text.copyFailed} />
              </dd>
            </dl>
          ) : (
            <>
              <Spinner showLabel label={text.loadingQr} />
              <Skeleton shape="text" className="w-3/4" />
              <Skeleton shape="text" className="w-1/2" />
              <Skeleton shape="text" className="w-2/3" />
            </>
          )}
          <p className="text-sm text-ink-muted">{text.scanHint}</p>
        </div>
      </div>
    </Card>
  );
}
