import { ShieldCheck } from 'lucide-react';
import { refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { useVerifyAudit } from '../../../entities/audit/verify-audit';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';

/** 'Kiểm tra chuỗi': the server walks the log's hash chain; the answer says it is whole, or names the first broken row. */
export function VerifyChainButton() {
  const verify = useVerifyAudit();
  const result = verify.data;
  const broken = result?.firstBroken;
  const text = verify.error
    ? refusalText(verify.error, messages.auditScreen.verifyFailed)
    : result
      ? result.ok || !broken
        ? format(messages.audit.chainOk, { count: result.checked })
        : format(broken.reason === 'edited' ? messages.audit.chainEdited : messages.audit.chainMissing, { seq: broken.seq })
      : '';
  const bad = Boolean(verify.error) || (result !== undefined && !result.ok);
  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <Button variant="outline" onClick={() => void verify.trigger().catch(() => undefined)} pending={verify.isMutating} pendingLabel="Đang kiểm tra...">
        <ShieldCheck aria-hidden="true" />
        Kiểm tra chuỗi
      </Button>
      <p role="status" className={cn('text-sm font-semibold break-words', bad ? 'text-danger' : 'text-success-ink')}>
        {text}
        {result && !verify.error ? <span className="block font-normal text-ink-muted">Kiểm tra lúc {formatDateTime(result.checkedAt)}</span> : null}
      </p>
    </div>
  );
}
