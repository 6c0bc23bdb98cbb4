import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatDay } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { answerPrivacyRequestBodySchema, type PrivacyRequest } from '../../../contract/privacy';
import { PRIVACY_NOTE_MAX, PRIVACY_REQUEST_KIND_LABELS } from '../../../contract/privacy-rules';
import { useAnswerPrivacyRequest } from '../../../entities/privacy/answer-privacy-request';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

export interface AnswerRequestDialogProps {
  request: PrivacyRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const decisions = [
  { value: 'done', label: 'Đã thực hiện' },
  { value: 'refused', label: 'Từ chối (ghi rõ lý do)' },
] as const;

/** The master's answer to one request: done or refused, and the words mailed to the person. An erasure says first what it will do. */
export function AnswerRequestDialog({ request, open, onOpenChange }: AnswerRequestDialogProps) {
  const toast = useToast();
  const answer = useAnswerPrivacyRequest();
  const [decision, setDecision] = useState<'done' | 'refused' | ''>('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ decision?: string; answer?: string; server?: string }>({});
  const erasure = request.kind === 'erasure';

  const submit = async () => {
    const parsed = answerPrivacyRequestBodySchema.safeParse({ decision: decision || undefined, answer: text });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'decision' ? 'decision' : 'answer';
        next[field] ??= issue.message;
      }
      return setProblems(next);
    }
    setProblems({});
    try {
      await answer.trigger({ id: request._id, ...parsed.data });
      toast.success(format(messages.privacyScreen.answerSent, { name: request.requester.fullName }));
      onOpenChange(false);
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.answerFailed) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !answer.isMutating && onOpenChange(next)}
      title="Trả lời yêu cầu"
      description={`${PRIVACY_REQUEST_KIND_LABELS[request.kind]} · ${request.requester.fullName} · nhận lúc ${formatDateTime(request.receivedAt)}, hạn ${formatDay(request.deadline)}`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={answer.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button variant={erasure && decision === 'done' ? 'danger' : 'primary'} onClick={() => void submit()} pending={answer.isMutating} pendingLabel="Đang gửi...">
            {erasure && decision === 'done' ? 'Xóa dữ liệu và gửi trả lời' : 'Gửi trả lời'}
          </Button>
        </>
      }
    >
      <div className="grid min-w-0 gap-4">
        {request.note ? (
          <div className="rounded-control bg-navy-50 p-3 text-sm">
            <p className="font-semibold text-ink">Nội dung khách gửi</p>
            <p className="mt-1 break-words whitespace-pre-line text-ink-muted">{request.note}</p>
          </div>
        ) : null}
        {erasure ? (
          <p role="note" className="flex gap-2 rounded-control border border-danger-line bg-danger-soft p-3 text-sm text-danger-ink">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{messages.privacyScreen.erasureAnswerWarning}</span>
          </p>
        ) : null}
        <fieldset aria-invalid={problems.decision ? true : undefined} aria-describedby={problems.decision ? 'answer-decision-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Quyết định <span className="text-danger">*</span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {decisions.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm text-ink">
                <input type="radio" name="privacy-answer-decision" value={choice.value} checked={decision === choice.value} onChange={() => setDecision(choice.value)} className="size-4 accent-brand-600" />
                {choice.label}
              </label>
            ))}
          </div>
          {problems.decision ? (
            <p id="answer-decision-error" className="mt-1 text-sm text-danger">
              {problems.decision}
            </p>
          ) : null}
        </fieldset>
        <FormField label="Câu trả lời gửi cho khách" required error={problems.answer} hint={erasure ? format(messages.privacy.erasureKept, { years: 10 }) : undefined}>
          <Textarea minRows={3} maxRows={8} maxLength={PRIVACY_NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        {problems.server ? (
          <p role="alert" className="text-sm text-danger">
            {problems.server}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
