import { useEffect, useState } from 'react';
import { messages } from '../contract/messages';
import { renderMail, type MailTemplate, type RenderedMail } from './templates';

/**
 * A mail as its reader gets it, for the workbench: the subject, the HTML in a frame of a mail
 * client's width, and the plain-text part below.
 */
export function MailPreview({ mail, width = 640 }: { mail: MailTemplate; width?: number }) {
  const [rendered, setRendered] = useState<RenderedMail | null>(null);
  useEffect(() => {
    let current = true;
    void renderMail(mail).then((result) => current && setRendered(result));
    return () => {
      current = false;
    };
  }, [mail]);
  if (!rendered) return <p>{messages.common.loading}</p>;
  return (
    <article aria-label="Thư" style={{ maxWidth: width, fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 16, margin: '0 0 8px' }}>{rendered.subject}</h1>
      <iframe title={rendered.subject} srcDoc={rendered.html} style={{ width: '100%', height: 720, border: '1px solid #d1d5db', borderRadius: 8 }} />
      <h2 style={{ fontSize: 14, margin: '16px 0 8px' }}>Bản văn bản thuần</h2>
      <pre data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', fontSize: 12, background: '#f9fafb', padding: 12, borderRadius: 8 }}>
        {rendered.text}
      </pre>
    </article>
  );
}
