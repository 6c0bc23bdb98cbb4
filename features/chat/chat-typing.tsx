import { messages } from '../../contract/messages';

/** The other side is writing: three dots in a bubble, and the words for screen readers. */
export function ChatTyping() {
  return (
    <li className="flex items-start">
      <p className="flex items-center gap-1 rounded-card rounded-bl-tight bg-surface-muted px-3.5 py-3 ring-1 ring-line">
        <span className="sr-only">{messages.chat.botTyping}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-pill bg-ink-subtle motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </p>
    </li>
  );
}
