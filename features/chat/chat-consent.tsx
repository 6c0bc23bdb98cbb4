import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { format, messages } from '../../contract/messages';
import { CONSENT_PURPOSE_DETAILS, CONSENT_PURPOSE_LABELS } from '../../contract/privacy-rules';
import { PRIVACY_NOTICE_HREF, isNoticeOutdated } from '../../entities/privacy/consent-fields';
import { useMyConsents } from '../../entities/privacy/get-my-consents';
import { usePrivacyNotice } from '../../entities/privacy/get-privacy-notice';
import { useUpdateMyConsents } from '../../entities/privacy/update-my-consents';
import { Button } from '../../ui/button';

/**
 * Whether the signed-in customer has to agree before writing to the garage, and how to record it:
 * the processing consent is asked once, before the first message, and kept as a consent row
 * (channel 'chat') through PUT /api/privacy/consents.
 */
export function useChatConsent(accountId: string | undefined) {
  const consents = useMyConsents(accountId);
  const notice = usePrivacyNotice();
  const update = useUpdateMyConsents();
  const [failed, setFailed] = useState(false);
  // Until the choices are read, the customer is asked: nothing is sent on an unknown consent.
  const needed = accountId !== undefined && consents.data?.choices.processing !== true;

  async function give(): Promise<boolean> {
    setFailed(false);
    const version = notice.data?.version;
    if (version === undefined) {
      setFailed(true);
      void notice.mutate();
      return false;
    }
    try {
      await update.trigger({ noticeVersion: version, processing: true, channel: 'chat' });
      await consents.mutate();
      return true;
    } catch (error) {
      setFailed(true);
      if (isNoticeOutdated(error)) void notice.mutate();
      return false;
    }
  }

  return { needed, give, pending: update.isMutating, failed, noticeVersion: notice.data?.version ?? null };
}

export interface ChatConsentProps {
  noticeVersion: number | null;
  pending: boolean;
  failed: boolean;
  onAccept: () => void;
}

/** The question before the first message: what the garage keeps and why, the notice, and 'Đồng ý và bắt đầu'. */
export function ChatConsent({ noticeVersion, pending, failed, onAccept }: ChatConsentProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="shrink-0 space-y-2 border-t border-line bg-navy-50 px-4 py-3 text-sm">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {messages.consentForms.chatTitle}
      </h3>
      <p className="text-ink">
        {messages.consentForms.chatIntro} <span className="font-medium">{CONSENT_PURPOSE_LABELS.processing}.</span>
      </p>
      <p className="text-ink-muted">
        {CONSENT_PURPOSE_DETAILS.processing}{' '}
        <a href={PRIVACY_NOTICE_HREF} target="_blank" rel="noopener" className="font-medium text-navy-700 underline underline-offset-2">
          {noticeVersion === null ? messages.consentForms.noticeLinkLoading : format(messages.consentForms.noticeLink, { version: noticeVersion })}
        </a>
      </p>
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {messages.consentForms.chatFailed}
        </p>
      ) : null}
      <Button type="button" size="sm" pending={pending} onClick={onAccept}>
        {messages.consentForms.chatAccept}
      </Button>
    </section>
  );
}
