import { MessageSquare } from 'lucide-react';
import { messages } from '../../../contract/messages';
import { formatDateTime } from '../../../contract/format';
import { useDeleteComment } from '../../../entities/comment/delete-comment';
import { useProductComments } from '../../../entities/comment/get-product-comments';
import { Spinner } from '../../../ui/spinner';
import { DeleteRowButton } from '../row-actions';
import { truncate } from '../truncated-text';

/** In edit mode: what customers wrote about the service, each deletable by staff. */
export function ProductComments({ productId }: { productId: string }) {
  const { data, error, isLoading } = useProductComments(productId);
  const { trigger } = useDeleteComment();

  return (
    <section aria-labelledby="product-comments-title" className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <h2 id="product-comments-title" className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <MessageSquare aria-hidden="true" className="size-5 text-brand-600" />
        Bình luận của khách hàng
      </h2>
      {isLoading ? (
        <Spinner showLabel />
      ) : error ? (
        <p className="text-sm text-danger-ink">{messages.comments.loadFailed}</p>
      ) : !data || data.length === 0 ? (
        <p className="text-ink-muted">{messages.comments.empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.map((comment) => (
            <li key={comment._id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold text-ink">{comment.account.fullName}</span>{' '}
                  <time dateTime={comment.createdAt} className="text-ink-muted">
                    {formatDateTime(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink">{comment.comment}</p>
              </div>
              <DeleteRowButton
                name={truncate(comment.comment, 40)}
                noun="bình luận"
                onDelete={() => trigger(comment._id)}
                successMessage={messages.comments.deleteSuccess}
                failureMessage={messages.comments.deleteFailed}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
