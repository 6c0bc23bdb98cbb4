import { messages } from '../../../contract/messages';
import { usePrivacyNotices } from '../../../entities/privacy/get-privacy-notices';
import { LoadError } from '../../../ui/load-error';
import { SkeletonList } from '../../../ui/skeleton-list';
import { NoticeVersions } from './notice-versions';
import { PublishNoticeForm } from './publish-notice-form';

/** The notice's versions and the form to publish the next one. */
export function NoticesPanel() {
  const { data, error, isLoading, mutate } = usePrivacyNotices();
  if (isLoading) return <SkeletonList label={messages.common.loading} count={2} rowClassName="h-16" />;
  if (error || !data) return <LoadError error={error} message={messages.privacyScreen.noticesLoadFailed} onRetry={() => void mutate()} />;
  return (
    <div className="grid min-w-0 gap-6">
      <NoticeVersions notices={data} />
      {/* Keyed by the version in force: once one is published, the form starts again from it. */}
      <PublishNoticeForm key={data[0]?.version ?? 0} current={data[0]} />
    </div>
  );
}
