import type { PrivacyRequest } from '../../../contract/privacy';

/** Who asked: the name, then how to reach them and, for a guest, the reference they proved themselves with. */
export function RequesterCell({ requester }: { requester: PrivacyRequest['requester'] }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold break-words text-ink">{requester.fullName}</span>
      {requester.email ? <span className="text-sm break-all text-ink-muted">{requester.email}</span> : null}
      {requester.phone ? <span className="text-sm text-ink-muted">{requester.phone}</span> : null}
      <span className="text-xs text-ink-muted">{requester.accountId ? 'Khách có tài khoản' : `Khách vãng lai · mã ${requester.reference ?? '—'}`}</span>
    </span>
  );
}
