import { ZoomIn } from 'lucide-react';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { focusRing } from '../../ui/focus-ring';
import type { Certificate } from './content/certificates';

export interface CertificateGalleryProps {
  certificates: Certificate[];
}

/** The showroom's certificates as thumbnails; a click shows one full size in a dialog. */
export function CertificateGallery({ certificates }: CertificateGalleryProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {certificates.map((certificate) => (
        <li key={certificate.image}>
          <Dialog
            size="xl"
            title={certificate.title}
            description={`${certificate.issuer} · Năm cấp ${certificate.year}`}
            trigger={
              <button
                type="button"
                className={cn(
                  'group flex h-full w-full cursor-zoom-in flex-col overflow-hidden rounded-card bg-surface text-left shadow-card ring-1 ring-line transition-shadow hover:shadow-raised',
                  focusRing,
                )}
              >
                <span className="relative block bg-navy-50 p-3">
                  <img
                    src={certificate.image}
                    alt=""
                    width={800}
                    height={566}
                    loading="lazy"
                    className="aspect-[800/566] w-full rounded object-contain shadow-sm"
                  />
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
              </button>
            }
          >
            <img
              src={certificate.image}
              alt={`${certificate.title}, do ${certificate.issuer} cấp năm ${certificate.year}`}
              width={800}
              height={566}
              className="mx-auto h-auto w-full max-w-3xl"
            />
          </Dialog>
        </li>
      ))}
    </ul>
  );
}
