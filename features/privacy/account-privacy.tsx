import { ShieldCheck } from 'lucide-react';
import { messages } from '../../contract/messages';
import { useMyConsents } from '../../entities/privacy/get-my-consents';
import { useMyPrivacyRequests } from '../../entities/privacy/get-my-privacy-requests';
import { useUpdateMyConsents } from '../../entities/privacy/update-my-consents';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { ConsentChoices } from './consent-choices';
import { ConsentHistory } from './consent-history';
import { DownloadMyData } from './download-my-data';
import { PrivacyRequestForm } from './privacy-request-form';
import { PrivacyRequestList } from './privacy-request-list';

export interface AccountPrivacyProps {
  /** The signed-in account (the page asks a visitor to sign in first). */
  accountId: string;
}

/**
 * 'Quyền riêng tư' in the account: the person's choices (each saved at once), their history,
 * the download of all their data, and the requests they make about it with their deadlines.
 */
export function AccountPrivacy({ accountId }: AccountPrivacyProps) {
  const consents = useMyConsents(accountId);
  const requests = useMyPrivacyRequests(accountId);
  const update = useUpdateMyConsents();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-ink">
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
          Quyền riêng tư
        </h1>
        <p className="mt-2 text-ink-muted">Bạn quyết định gara được dùng thông tin của bạn vào việc gì, xem lại mọi lần đồng ý, tải về hoặc yêu cầu xóa dữ liệu của mình.</p>
      </div>
      {consents.isLoading ? (
        <SkeletonList label={messages.common.loading} count={2} rowClassName="h-40" />
      ) : consents.error || !consents.data ? (
        <LoadError message={messages.privacyScreen.consentsLoadFailed} onRetry={() => void consents.mutate()} />
      ) : (
        <>
          <ConsentChoices consents={consents.data} onSave={(body) => update.trigger(body)} />
          <ConsentHistory history={consents.data.history} />
        </>
      )}
      <DownloadMyData />
      <section aria-labelledby="privacy-requests-title" className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
        <h2 id="privacy-requests-title" className="text-xl font-bold text-navy-900">
          Yêu cầu về dữ liệu của tôi
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">Xem, sửa, hạn chế, phản đối xử lý hoặc xóa dữ liệu. Gara trả lời trong 10 ngày làm việc.</p>
        <PrivacyRequestForm />
        <h3 className="mt-6 mb-2 text-lg font-bold text-navy-900">Yêu cầu đã gửi</h3>
        {requests.isLoading ? (
          <SkeletonList label={messages.common.loading} count={1} rowClassName="h-16" />
        ) : requests.error || !requests.data ? (
          <LoadError message={messages.privacyScreen.myRequestsLoadFailed} onRetry={() => void requests.mutate()} />
        ) : (
          <PrivacyRequestList requests={requests.data} />
        )}
      </section>
    </div>
  );
}
