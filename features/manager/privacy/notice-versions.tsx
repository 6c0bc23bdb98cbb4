import { ExternalLink } from 'lucide-react';
import { formatDateTime } from '../../../contract/format';
import type { PrivacyNotice } from '../../../contract/privacy';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';

export const PRIVACY_NOTICE_PATH = '/chinh-sach-bao-mat';

/** Every published version, newest first: the one in force marked, each readable on the public page. */
export function NoticeVersions({ notices }: { notices: readonly PrivacyNotice[] }) {
  return (
    <ol aria-label="Các phiên bản đã công bố" className="divide-y divide-line rounded-card bg-surface shadow-card ring-1 ring-line">
      {notices.map((notice, index) => (
        <li key={notice.version} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">
              Phiên bản {notice.version}: {notice.title}
              {index === 0 ? <span className="ml-2 inline-block rounded-pill bg-success-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-success-ink">Đang áp dụng</span> : null}
            </p>
            <p className="text-sm text-ink-muted">
              Công bố lúc {formatDateTime(notice.publishedAt)}
              {notice.publishedBy ? ` bởi ${notice.publishedBy.fullName}` : ''}
            </p>
          </div>
          <a
            href={`${PRIVACY_NOTICE_PATH}?version=${notice.version}`}
            target="_blank"
            rel="noreferrer"
            className={cn('inline-flex items-center gap-1 rounded-tight text-sm font-semibold text-brand-700 hover:underline', focusRing)}
          >
            Xem phiên bản {notice.version}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </li>
      ))}
    </ol>
  );
}
