import { messages } from '../../contract/messages';
import { useLinkConsents } from '../../entities/privacy/get-link-consents';
import { useUpdateLinkConsents } from '../../entities/privacy/update-link-consents';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { refusalText } from '../../contract/client';
import { ConsentChoices } from './consent-choices';
import { ConsentHistory } from './consent-history';

export interface LinkConsentsProps {
  /** The signed token of the mail's link (`?t=`). */
  token: string;
}

/** The choices of the address a mail went to, from the link in that mail: no sign-in, the address named. */
export function LinkConsents({ token }: LinkConsentsProps) {
  const consents = useLinkConsents(token);
  const update = useUpdateLinkConsents(token);
  if (consents.isLoading) return <SkeletonList label={messages.common.loading} count={2} rowClassName="h-40" />;
  if (consents.error || !consents.data) {
    // A link refused for what it is (expired, altered) says so; anything else can be tried again.
    const refused = consents.error && typeof consents.error === 'object' && 'status' in consents.error && Number(consents.error.status) < 500;
    return refused ? (
      <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger-ink">
        {refusalText(consents.error, messages.privacy.linkInvalid)}
      </p>
    ) : (
      <LoadError message={messages.privacyScreen.linkLoadFailed} onRetry={() => void consents.mutate()} />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-ink">
        Lựa chọn nhận thư của địa chỉ <span className="font-semibold break-all">{consents.data.email}</span>
      </p>
      <ConsentChoices consents={consents.data} onSave={(body) => update.trigger(body)} />
      <ConsentHistory history={consents.data.history} />
    </div>
  );
}
