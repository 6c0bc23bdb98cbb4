import { MessageSquare } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { messages } from '../../contract/messages';
import { Spinner } from '../../ui/spinner';
import { useProductComments } from '../../entities/comment/get-product-comments';
import { formatDate } from '../../contract/format';
import { CommentLoginPrompt } from './comment-login-prompt';

// Only a signed-in customer writes or deletes, and only after the page is drawn (the session is
// read in the browser): the form, its checks and the confirm dialog load then, not with every
// service page (the page's JavaScript budget, scripts/check-js-budget.ts).
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));
const CommentDeleteButton = lazy(() => import('./comment-delete-button').then((module) => ({ default: module.CommentDeleteButton })));

/** Who reads the comments: the signed-in account, composed in app/ from the auth feature. */
export interface CommentViewer {
  id: string;
}

export interface ProductCommentsProps {
  productId: string;
  /** The signed-in customer, who may write and delete their own; null for a visitor. Left out: the list alone. */
  viewer?: CommentViewer | null;
  /** Opens the login dialog for a visitor who wants to comment. */
  onLoginRequest?: () => void;
}

/**
 * What customers wrote about a service, newest first, always shown as plain text. A
 * signed-in customer writes here and deletes their own; a visitor is asked to sign in.
 */
export function ProductComments({ productId, viewer, onLoginRequest }: ProductCommentsProps) {
  const { data, error, isLoading } = useProductComments(productId);
  return (
    <section aria-labelledby="product-comments-heading" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 id="product-comments-heading" className="flex items-center gap-2 text-title font-bold text-ink">
        <MessageSquare aria-hidden="true" className="size-6 text-brand-600" />
        Bình luận{data && data.length > 0 ? ` (${data.length})` : ''}
      </h2>
      {viewer ? (
        <div className="mt-4">
          <Suspense fallback={<Spinner showLabel label={messages.common.loading} />}>
            <CommentForm productId={productId} />
          </Suspense>
        </div>
      ) : viewer === null && onLoginRequest ? (
        <div className="mt-4">
          <CommentLoginPrompt onLoginRequest={onLoginRequest} />
        </div>
      ) : null}
      <div className="mt-4">
        {isLoading ? (
          <Spinner showLabel label={messages.common.loading} />
        ) : error ? (
          <p role="alert" className="text-sm text-danger-ink">
            {messages.comments.loadFailed}
          </p>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-ink-muted">{messages.comments.serviceEmpty}</p>
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
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{comment.account.fullName}</span>
                    <span className="text-ink-subtle">
                      {' · '}
                      <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                    </span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line text-ink">{comment.comment}</p>
                </div>
                {viewer && comment.account._id === viewer.id ? (
                  <div className="shrink-0 self-start">
                    <Suspense fallback={null}>
                      <CommentDeleteButton commentId={comment._id} />
                    </Suspense>
                  </div>
                ) : null}
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
