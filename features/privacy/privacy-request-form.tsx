import { Send } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../contract/client';
import { formatDay } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { privacyRequestBodySchema, type PrivacyRequest } from '../../contract/privacy';
import { PRIVACY_NOTE_MAX, type PrivacyRequestKind } from '../../contract/privacy-rules';
import { useCreatePrivacyRequest } from '../../entities/privacy/create-privacy-request';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { useToast } from '../../ui/toast';
import { RequestKindField } from './request-kind-field';

export interface PrivacyRequestFormProps {
  /** A guest's proof (reference, phone and the mailed code); none when signed in. */
  proof?: { reference: string; phone: string; code: string };
  /** The request the garage received. */
  onSent?: (request: PrivacyRequest) => void;
}

/** A request about one's data: its kind and a note; the garage answers by the deadline the answer names. */
export function PrivacyRequestForm({ proof, onSent }: PrivacyRequestFormProps) {
  const toast = useToast();
  const create = useCreatePrivacyRequest();
  const [kind, setKind] = useState<PrivacyRequestKind | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ kind?: string; note?: string; server?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = privacyRequestBodySchema.safeParse({ kind: kind || undefined, note, ...proof });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'kind' ? 'kind' : issue.path[0] === 'note' ? 'note' : 'server';
        next[field] ??= issue.message;
      }
      return setProblems(next);
    }
    setProblems({});
    try {
      const request = await create.trigger(parsed.data);
      toast.success(format(messages.privacyScreen.requestSent, { deadline: formatDay(request.deadline) }));
      setKind('');
      setNote('');
      onSent?.(request);
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.requestFailed) });
    }
  };

  return (
    <form aria-label="Gửi yêu cầu về dữ liệu" noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
      <RequestKindField value={kind} onChange={setKind} error={problems.kind} />
      <FormField label="Nội dung (không bắt buộc)" error={problems.note} hint="Ví dụ: thông tin nào cần sửa, lý do phản đối.">
        <Textarea minRows={3} maxRows={8} maxLength={PRIVACY_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      {problems.server ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {problems.server}
        </p>
      ) : null}
      <div>
        <Button type="submit" pending={create.isMutating} pendingLabel="Đang gửi...">
          <Send aria-hidden="true" />
          Gửi yêu cầu
        </Button>
      </div>
    </form>
  );
}
