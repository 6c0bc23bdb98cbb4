import { Fragment } from 'react';

/** The notice's plain text as the contract writes it: a blank line starts a paragraph, a line starting with '## ' is a heading. */
export function noticeBlocks(body: string): { kind: 'heading' | 'paragraph'; text: string }[] {
  const blocks: { kind: 'heading' | 'paragraph'; text: string }[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) blocks.push({ kind: 'paragraph', text });
    lines = [];
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.startsWith('## ')) {
      flush();
      const text = line.slice(3).trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

/** The notice's body as headings and paragraphs (a line break inside a paragraph stays one). */
export function NoticeBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-ink">
      {noticeBlocks(body).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className="pt-2 text-xl font-bold text-navy-900">
            {block.text}
          </h2>
        ) : (
          <p key={index} className="break-words">
            {block.text.split('\n').map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
