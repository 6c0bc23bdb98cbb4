import { ArrowRight, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOTLINE } from '../../contract/garage';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { telHref } from '../../ui/tel-href';
import { ZALO_HREF } from '../site-info';

export interface QuickContactPanelProps {
  id?: string;
  /** `returnFocus`: give the focus back to the launcher (closed from the keyboard or the close button). */
  onClose: (returnFocus: boolean) => void;
}

const rowClass = cn('flex items-center gap-3 rounded-control px-3 py-2.5 font-semibold text-ink ring-1 ring-line hover:bg-navy-50', focusRing);

function Row({ icon, title, note }: { icon: ReactNode; title: string; note: string }) {
  return (
    <>
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        {title}
        <span className="text-xs font-normal text-ink-muted">{note}</span>
      </span>
    </>
  );
}

/**
 * What the chat launcher opens until the live chat exists: the ways to reach the garage that
 * work today. A small panel beside the page, not a modal: the page stays usable behind it.
 */
export function QuickContactPanel({ id, onClose }: QuickContactPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard and screen-reader users land in the panel, which reads its title.
  useEffect(() => panelRef.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const leave = () => onClose(false);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed right-5 bottom-24 z-50 w-[min(20rem,calc(100vw-2.5rem))] rounded-card bg-surface p-5 text-ink shadow-overlay ring-1 ring-line outline-none motion-safe:animate-rise-in"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-navy-900">
          Cần gara hỗ trợ?
        </h2>
        <button
          type="button"
          aria-label="Đóng"
          onClick={() => onClose(true)}
          className={cn('-mt-1 -mr-2 flex size-control-md cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink', focusRing)}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-muted">Khung trò chuyện trực tuyến chưa mở. Bạn có thể gọi, nhắn Zalo hoặc để lại lời nhắn cho gara:</p>
      <ul className="mt-4 space-y-2">
        <li>
          <a href={telHref(HOTLINE.display)} onClick={leave} className={rowClass}>
            <Row icon={<Phone className="size-5" />} title={`Gọi ${HOTLINE.display}`} note={HOTLINE.label} />
          </a>
        </li>
        <li>
          <a href={ZALO_HREF} target="_blank" rel="noopener noreferrer" onClick={leave} className={rowClass}>
            <Row icon={<MessageCircle className="size-5" />} title="Nhắn Zalo" note="Mở trong thẻ mới" />
          </a>
        </li>
        <li>
          <Link to="/lien-he" onClick={leave} className={rowClass}>
            <Row icon={<ArrowRight className="size-5" />} title="Trang liên hệ" note="Đặt lịch hẹn, địa chỉ, email" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
