import { formatDateTime } from '../../contract/format';
import { messages } from '../../contract/messages';
import type { ConsentRecord } from '../../contract/privacy';
import { CONSENT_CHANNEL_LABELS, CONSENT_PURPOSE_LABELS } from '../../contract/privacy-rules';
import { Badge } from '../../ui/badge';

/** Every consent given or withdrawn, newest first: when, what, where and under which notice version (and who recorded it for the person). */
export function ConsentHistory({ history }: { history: readonly ConsentRecord[] }) {
  return (
    <section aria-labelledby="consent-history-title" className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <h2 id="consent-history-title" className="text-xl font-bold text-navy-900">
        Lịch sử đồng ý
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-muted">{messages.privacyScreen.historyEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {history.map((record) => (
            <li key={record._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{CONSENT_PURPOSE_LABELS[record.purpose]}</p>
                <p className="text-sm text-ink-muted">
                  {formatDateTime(record.at)} · {CONSENT_CHANNEL_LABELS[record.channel]} · chính sách phiên bản {record.noticeVersion}
                  {record.recordedBy ? ` · ghi bởi ${record.recordedBy.fullName}` : ''}
                </p>
              </div>
              <Badge tone={record.granted ? 'green' : 'neutral'} size="sm" dot>
                {record.granted ? 'Đồng ý' : 'Rút lại'}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
