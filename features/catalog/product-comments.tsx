import { MessageSquare } from 'lucide-react';
import { messages } from '../../contract/messages';
import { Spinner } from '../../ui/spinner';
import { useProductComments } from '../../entities/comment/get-product-comments';
import { formatDate } from '../../contract/format';

export interface ProductCommentsProps {
  productId: string;
}

/** What customers wrote about a service, newest first. */
export function ProductComments({ productId }: ProductCommentsProps) {
  const { data, error, isLoading } = useProductComments(productId);
  return (
    <section aria-labelledby="product-comments-heading" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 id="product-comments-heading" className="flex items-center gap-2 text-title font-bold text-ink">
        <MessageSquare aria-hidden="true" className="size-6 text-brand-600" />
        Bình luận{data && data.length > 0 ? ` (${data.length})` : ''}
      </h2>
      <div className="mt-4">
        {isLoading ? (
          <Spinner showLabel label={messages.common.loading} />
        ) : error ? (
          <p role="alert" className="text-sm text-danger-ink">
            {messages.comments.loadFailed}
          </p>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-ink-muted">{messages.comments.empty}</p>
        ) : (
          <ul className="divide-y divide-line">
            {data.map((comment) => (
              <li key={comment._id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-navy-100 text-sm font-bold text-navy-800"
                >
                  {initials(comment.account.fullName)}
                </span>
                <div className="min-w-0">
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{comment.account.fullName}</span>
                    <span className="text-ink-subtle">
                      {' · '}
                      <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                    </span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line text-ink">{comment.comment}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.charAt(0) ?? '';
  const first = words.length > 1 ? (words[0]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
