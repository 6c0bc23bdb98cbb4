import { Send } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { publishNoticeBodySchema, type PrivacyNotice } from '../../../contract/privacy';
import { PRIVACY_NOTICE_BODY_MAX } from '../../../contract/privacy-rules';
import { usePublishPrivacyNotice } from '../../../entities/privacy/publish-privacy-notice';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';

export interface PublishNoticeFormProps {
  /** The version in force, to start from; absent when none was published. */
  current?: PrivacyNotice;
}

/** A new version of the notice, started from the one in force; once published, every consent form asks for it. */
export function PublishNoticeForm({ current }: PublishNoticeFormProps) {
  const toast = useToast();
  const publish = usePublishPrivacyNotice();
  const [title, setTitle] = useState(current?.title ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const [problems, setProblems] = useState<{ title?: string; body?: string; server?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = publishNoticeBodySchema.safeParse({ title, body });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'title' ? 'title' : 'body';
        next[field] ??= issue.message;
      }
      return setProblems(next);
    }
    setProblems({});
    try {
      const notice = await publish.trigger(parsed.data);
      toast.success(format(messages.privacyScreen.noticePublished, { version: notice.version }));
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.noticePublishFailed) });
    }
  };

  return (
    <form aria-label="Công bố phiên bản mới" noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <h2 className="text-lg font-bold text-navy-900">Công bố phiên bản mới</h2>
      <p className="text-sm text-ink-muted">Phiên bản cũ được giữ lại. Từ lúc công bố, mọi biểu mẫu hỏi đồng ý theo phiên bản mới.</p>
      <FormField label="Tiêu đề" required error={problems.title}>
        <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField label="Nội dung" required error={problems.body} hint="Dòng trống bắt đầu đoạn mới; dòng bắt đầu bằng '## ' là tiêu đề mục.">
        <Textarea minRows={8} maxRows={20} maxLength={PRIVACY_NOTICE_BODY_MAX} value={body} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      {problems.server ? (
        <p role="alert" className="text-sm text-danger">
          {problems.server}
        </p>
      ) : null}
      <div>
        <Button type="submit" pending={publish.isMutating} pendingLabel="Đang công bố...">
          <Send aria-hidden="true" />
          Công bố
        </Button>
      </div>
    </form>
  );
}
