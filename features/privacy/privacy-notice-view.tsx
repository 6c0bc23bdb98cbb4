import { FileClock } from 'lucide-react';
import { formatDate } from '../../contract/format';
import { messages } from '../../contract/messages';
import { usePrivacyNotice } from '../../entities/privacy/get-privacy-notice';
import { usePrivacyNoticeVersion } from '../../entities/privacy/get-privacy-notice-version';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LoadError } from '../../ui/load-error';
import { SkeletonList } from '../../ui/skeleton-list';
import { NoticeBody } from './notice-body';

export const PRIVACY_NOTICE_PAGE = '/chinh-sach-bao-mat';

export interface PrivacyNoticeViewProps {
  /** An earlier version asked for by `?version=`; the one in force without it. */
  version?: number;
}

const linkClass = cn('rounded-tight font-semibold text-brand-700 underline-offset-4 hover:underline', focusRing);

/**
 * '/chinh-sach-bao-mat': the privacy notice in force (title, version, published day, its body in
 * headings and paragraphs), or an earlier version, and links to every other version. Plain
 * links: the page is drawn by the server and works without a script.
 */
export function PrivacyNoticeView({ version }: PrivacyNoticeViewProps) {
  const current = usePrivacyNotice();
  const older = usePrivacyNoticeVersion(version && current.data && version !== current.data.version ? version : undefined);
  const asked = version && current.data && version !== current.data.version;
  const shown = asked ? older : current;

  if (shown.isLoading || (!shown.data && !shown.error)) return <SkeletonList label={messages.common.loading} count={3} rowClassName="h-24" />;
  if (shown.error || !shown.data) {
    const notFound = typeof shown.error === 'object' && shown.error !== null && 'status' in shown.error && shown.error.status === 404;
    return notFound ? (
      <LoadError message={messages.privacy.noticeNotFound} retryHref={PRIVACY_NOTICE_PAGE} retryLabel="Xem phiên bản đang áp dụng" />
    ) : (
      <LoadError message={messages.privacyScreen.noticeLoadFailed} onRetry={() => void shown.mutate()} />
    );
  }
  const notice = shown.data;
  const latest = current.data?.version ?? notice.version;
  const others = Array.from({ length: latest }, (_, index) => latest - index).filter((each) => each !== notice.version);

  return (
    <article aria-labelledby="privacy-notice-title" className="mx-auto max-w-3xl min-w-0">
      <header className="border-b border-line pb-4">
        <h1 id="privacy-notice-title" className="text-3xl font-bold break-words text-ink">
          {notice.title}
        </h1>
        <p className="mt-2 text-ink-muted">
          Phiên bản {notice.version} · công bố ngày {formatDate(notice.publishedAt)}
        </p>
        {asked ? (
          <p role="note" className="mt-3 flex flex-wrap items-center gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink">
            <FileClock aria-hidden="true" className="size-4 shrink-0" />
            <span>{messages.privacyScreen.noticeOlder}</span>
            <a href={PRIVACY_NOTICE_PAGE} className={linkClass}>
              Xem phiên bản đang áp dụng
            </a>
          </p>
        ) : null}
      </header>
      <div className="mt-6">
        <NoticeBody body={notice.body} />
      </div>
      {others.length > 0 ? (
        <nav aria-label="Các phiên bản khác" className="mt-10 border-t border-line pt-4">
          <h2 className="text-lg font-bold text-navy-900">Các phiên bản khác</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {others.map((each) => (
              <li key={each}>
                <a href={each === latest ? PRIVACY_NOTICE_PAGE : `${PRIVACY_NOTICE_PAGE}?version=${each}`} className={linkClass}>
                  Phiên bản {each}
                  {each === latest ? ' (đang áp dụng)' : ''}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
