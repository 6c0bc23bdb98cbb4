import { ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';
import type { Certificate } from './content/certificates';

// The dialog (Radix, focus trap, scroll lock) loads when a visitor first opens a certificate,
// or a moment earlier on hover or focus, not with the page.
const loadDialog = () => import('../../ui/dialog');
const Dialog = retryableLazy(() => loadDialog().then((module) => module.Dialog));
const preloadDialog = () => void loadDialog();

export interface CertificateGalleryProps {
  certificates: Certificate[];
}

/**
 * The showroom's certificates as thumbnails; a click shows one full size in a dialog. Each
 * thumbnail is a link to its picture, which is what it opens without JavaScript, before the
 * island's code is there (it is hydrated at the first touch, pointer or focus on the gallery),
 * and in a new tab.
 */
export function CertificateGallery({ certificates }: CertificateGalleryProps) {
  // The one shown: kept after closing, so the dialog still has its content while it fades out.
  const [shown, setShown] = useState<Certificate | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening: a dialog whose chunk failed to load is tried again at the next one.
  const [openings, setOpenings] = useState(0);

  const show = (certificate: Certificate) => {
    setShown(certificate);
    setOpen(true);
    setOpenings((count) => count + 1);
  };

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {certificates.map((certificate) => (
          <li key={certificate.image}>
            <a
              href={certificate.image}
              aria-haspopup="dialog"
              aria-expanded={open && shown === certificate}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                show(certificate);
              }}
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
              className={cn(
                'group flex h-full w-full cursor-zoom-in flex-col overflow-hidden rounded-card bg-surface text-left shadow-card ring-1 ring-line transition-shadow hover:shadow-raised',
                focusRing,
              )}
            >
              <span className="relative block bg-navy-50 p-3">
                <img src={certificate.image} alt="" width={800} height={566} loading="lazy" className="aspect-[800/566] w-full rounded object-contain shadow-sm" />
                <span className="absolute right-5 bottom-5 inline-flex size-9 items-center justify-center rounded-pill bg-navy-900/80 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  <ZoomIn aria-hidden="true" className="size-5" />
                </span>
              </span>
              <span className="flex flex-1 flex-col p-4">
                <span className="font-bold text-navy-900">{certificate.title}</span>
                <span className="mt-1 text-sm text-ink-muted">
                  {certificate.issuer} · {certificate.year}
                </span>
                <span className="sr-only">, bấm để phóng to</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {shown ? (
        <LazyBoundary retryKey={openings} onError={Dialog.retry}>
          {/* No trigger: the dialog gives the focus back to the thumbnail that opened it. */}
          <Dialog open={open} onOpenChange={setOpen} size="xl" title={shown.title} description={`${shown.issuer} · Năm cấp ${shown.year}`}>
            <img
              src={shown.image}
              alt={`${shown.title}, do ${shown.issuer} cấp năm ${shown.year}`}
              width={800}
              height={566}
              className="mx-auto h-auto w-full max-w-3xl"
            />
          </Dialog>
        </LazyBoundary>
      ) : null}
    </>
  );
}
