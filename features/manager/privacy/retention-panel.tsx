import { messages } from '../../../contract/messages';
import { useRetention } from '../../../entities/privacy/get-retention';
import { LoadError } from '../../../ui/load-error';
import { SkeletonList } from '../../../ui/skeleton-list';
import { RetentionForm } from './retention-form';

/** How long each kind of data is kept, applied by a daily job; and what that job did last. */
export function RetentionPanel() {
  const { data, error, isLoading, mutate } = useRetention();
  if (isLoading) return <SkeletonList label={messages.common.loading} count={1} rowClassName="h-48" />;
  if (error || !data) return <LoadError error={error} message={messages.privacyScreen.retentionLoadFailed} onRetry={() => void mutate()} />;
  return <RetentionForm retention={data} />;
}
