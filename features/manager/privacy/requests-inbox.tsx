import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { PrivacyRequest } from '../../../contract/privacy';
import { PRIVACY_REQUEST_KIND_LABELS } from '../../../contract/privacy-rules';
import { usePrivacyRequests } from '../../../entities/privacy/get-privacy-requests';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { LoadError } from '../../../ui/load-error';
import { RefreshFailedNote } from '../refresh-failed-note';
import { AnswerRequestDialog } from './answer-request-dialog';
import { RequestDeadline } from './request-deadline';
import { RequesterCell } from './requester-cell';
import { RequestStatusFilter, type RequestFilter } from './request-status-filter';

const columns: DataTableColumn<PrivacyRequest>[] = [
  { key: 'received', header: 'Nhận lúc', className: 'whitespace-nowrap', cell: (request) => formatDateTime(request.receivedAt) },
  { key: 'who', header: 'Người yêu cầu', cell: (request) => <RequesterCell requester={request.requester} /> },
  {
    key: 'kind',
    header: 'Yêu cầu',
    cell: (request) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{PRIVACY_REQUEST_KIND_LABELS[request.kind]}</span>
        {request.note ? <span className="text-sm break-words text-ink-muted">{request.note}</span> : null}
      </span>
    ),
  },
  { key: 'deadline', header: 'Hạn trả lời', cell: (request) => <RequestDeadline request={request} /> },
  {
    key: 'answer',
    header: 'Trả lời',
    cell: (request) =>
      request.answer ? (
        <span className="flex min-w-0 flex-col text-sm">
          <span className="break-words">{request.answer}</span>
          <span className="text-ink-muted">
            {request.answeredBy?.fullName ?? 'Hệ thống'}
            {request.answeredAt ? ` · ${formatDateTime(request.answeredAt)}` : ''}
          </span>
        </span>
      ) : (
        '—'
      ),
  },
];

/** The master's inbox of requests about personal data: the status in the address is left to the screen; nearest deadline first. */
export function RequestsInbox() {
  const [filter, setFilter] = useState<RequestFilter>('open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<PrivacyRequest | null>(null);
  const { data, error, isLoading, mutate } = usePrivacyRequests({ page, status: filter === 'all' ? undefined : filter });

  return (
    <div className="space-y-4">
      <RequestStatusFilter
        value={filter}
        onChange={(next) => {
          setPage(1);
          setFilter(next);
        }}
      />
      {error && data ? <RefreshFailedNote message={messages.privacyScreen.requestsLoadFailed} onRetry={() => void mutate()} /> : null}
      {error && !data ? (
        <LoadError error={error} message={messages.privacyScreen.requestsLoadFailed} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Yêu cầu về dữ liệu cá nhân"
          headingLevel={2}
          hideCaption
          stackOnPhone
          columns={columns}
          rows={data?.items ?? []}
          getRowKey={(request) => request._id}
          total={data?.total ?? 0}
          totalLabel={(count) => `Tổng số: ${count} yêu cầu`}
          page={page}
          onPageChange={setPage}
          loading={isLoading}
          emptyMessage={filter === 'open' ? messages.privacyScreen.requestsEmptyOpen : messages.privacyScreen.requestsEmpty}
          rowActions={(request) =>
            request.status === 'open' ? (
              <Button variant="outline" size="sm" aria-label={`Trả lời yêu cầu ${PRIVACY_REQUEST_KIND_LABELS[request.kind].toLowerCase()} của ${request.requester.fullName}`} onClick={() => setAnswering(request)}>
                <MessageSquareReply aria-hidden="true" />
                Trả lời
              </Button>
            ) : null
          }
        />
      )}
      {answering ? <AnswerRequestDialog request={answering} open onOpenChange={(open) => !open && setAnswering(null)} /> : null}
    </div>
  );
}
