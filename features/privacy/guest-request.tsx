import { CircleCheck, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../contract/client';
import { formatDay } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { privacyCodeBodySchema, type PrivacyRequest } from '../../contract/privacy';
import { PRIVACY_REQUEST_KIND_LABELS } from '../../contract/privacy-rules';
import { useSendPrivacyCode } from '../../entities/privacy/send-privacy-code';
import { Button } from '../../ui/button';
import { CodeInput } from '../../ui/code-input';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PrivacyRequestForm } from './privacy-request-form';

/**
 * A guest's request about their data: the booking or job reference and its phone, 'Gửi mã' to
 * the e-mail that booking holds, then the code with the request; the deadline once sent.
 */
export function GuestRequest() {
  const sendCode = useSendPrivacyCode();
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ reference: string; phone: string; message: string } | null>(null);
  const [sent, setSent] = useState<PrivacyRequest | null>(null);
  const [problems, setProblems] = useState<{ reference?: string; phone?: string; server?: string }>({});

  const askCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = privacyCodeBodySchema.safeParse({ reference, phone });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'phone' ? 'phone' : 'reference'] ??= issue.message;
      return setProblems(next);
    }
    setProblems({});
    try {
      const answer = await sendCode.trigger(parsed.data);
      setSentTo({ ...parsed.data, message: answer.message || format(messages.privacy.codeSent, { email: answer.maskedEmail }) });
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.codeFailed) });
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-card bg-success-soft p-4 text-success-ink ring-1 ring-success-line sm:p-6">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0">
          <p className="font-bold">Đã gửi yêu cầu: {PRIVACY_REQUEST_KIND_LABELS[sent.kind]}</p>
          <p className="mt-1">{format(messages.privacy.requestReceived, { deadline: formatDay(sent.deadline) })}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <form aria-label="Xác minh lịch hẹn hoặc phiếu sửa chữa" noValidate onSubmit={(event) => void askCode(event)} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label="Mã lịch hẹn hoặc mã phiếu sửa chữa" required error={problems.reference}>
          <Input value={reference} onChange={(event) => setReference(event.target.value)} maxLength={20} autoComplete="off" spellCheck={false} disabled={sentTo !== null} />
        </FormField>
        <FormField label="Số điện thoại đã dùng" required error={problems.phone}>
          <Input type="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="tel" disabled={sentTo !== null} />
        </FormField>
        {problems.server ? (
          <p role="alert" className="text-sm font-semibold text-danger sm:col-span-2">
            {problems.server}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {sentTo ? (
            <Button type="button" variant="ghost" onClick={() => (setSentTo(null), setCode(''))}>
              Đổi mã hoặc số điện thoại
            </Button>
          ) : (
            <Button type="submit" pending={sendCode.isMutating} pendingLabel="Đang gửi mã...">
              <MailCheck aria-hidden="true" />
              Gửi mã
            </Button>
          )}
        </div>
      </form>
      {sentTo ? (
        <div className="grid min-w-0 gap-4 border-t border-line pt-6">
          <p role="status" className="text-ink">
            {sentTo.message}
          </p>
          <div className="grid gap-1.5">
            <p aria-hidden="true" className="text-sm font-semibold text-ink">
              Mã xác nhận <span className="text-danger">*</span>
            </p>
            <CodeInput label="Mã xác nhận" value={code} onChange={setCode} />
          </div>
          <PrivacyRequestForm proof={{ reference: sentTo.reference, phone: sentTo.phone, code }} onSent={setSent} />
        </div>
      ) : null}
    </div>
  );
}
