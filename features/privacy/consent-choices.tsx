import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../contract/client';
import { formatDate } from '../../contract/format';
import { messages } from '../../contract/messages';
import type { MyConsents, UpdateConsentsBody } from '../../contract/privacy';
import { CONSENT_PURPOSE_DETAILS, CONSENT_PURPOSE_LABELS } from '../../contract/privacy-rules';
import { FormField } from '../../ui/form-field';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';

export interface ConsentChoicesProps {
  consents: MyConsents;
  /** Saves one choice with the notice version shown (the account's or the mail link's call). */
  onSave: (body: UpdateConsentsBody) => Promise<unknown>;
  /** Where the notice is read. */
  noticeHref?: string;
}

const optional = ['serviceMessages', 'marketing'] as const;

/**
 * The person's choices: service messages and marketing each a switch of its own that saves at
 * once with the notice version in force (never on unless they turned it on); processing for
 * what they asked is shown, and withdrawn by a request (objection or erasure), not here.
 */
export function ConsentChoices({ consents, onSave, noticeHref = '/chinh-sach-bao-mat' }: ConsentChoicesProps) {
  const toast = useToast();
  const [saving, setSaving] = useState<(typeof optional)[number] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (purpose: (typeof optional)[number], granted: boolean) => {
    setSaving(purpose);
    setProblem(null);
    try {
      await onSave({ noticeVersion: consents.notice.version, [purpose]: granted });
      toast.success(messages.privacyScreen.consentsSaved);
    } catch (error) {
      const text = refusalText(error, messages.privacyScreen.consentsSaveFailed);
      setProblem(text);
      toast.error(text);
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="consent-choices-title" className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <h2 id="consent-choices-title" className="text-xl font-bold text-navy-900">
        Lựa chọn của bạn
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Theo{' '}
        <a href={`${noticeHref}?version=${consents.notice.version}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          chính sách bảo mật phiên bản {consents.notice.version}
        </a>{' '}
        (công bố ngày {formatDate(consents.notice.publishedAt)}). Mỗi thay đổi có hiệu lực ngay với mọi thư chưa gửi.
      </p>
      {consents.restricted ? (
        <p role="note" className="mt-3 rounded-control bg-info-soft p-3 text-sm text-info-ink">
          {messages.privacyScreen.restricted}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-line">
        <li className="flex gap-3 py-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{CONSENT_PURPOSE_LABELS.processing}</p>
            <p className="text-sm text-ink-muted">{CONSENT_PURPOSE_DETAILS.processing}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {consents.choices.processing === false ? 'Bạn đã rút lại đồng ý này.' : 'Cần cho lịch hẹn, sửa xe và tài khoản của bạn. Muốn dừng, hãy gửi yêu cầu phản đối hoặc xóa dữ liệu.'}
            </p>
          </div>
        </li>
        {optional.map((purpose) => (
          <li key={purpose} className="py-3">
            <FormField layout="inline" label={<span className="font-semibold text-ink">{CONSENT_PURPOSE_LABELS[purpose]}</span>} hint={CONSENT_PURPOSE_DETAILS[purpose]} className="gap-1">
              <Switch checked={consents.choices[purpose] === true} disabled={saving !== null} onCheckedChange={(checked) => void change(purpose, checked)} />
            </FormField>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
