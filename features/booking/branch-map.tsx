import { ExternalLink, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';

export interface BranchMapProps {
  name: string;
  address: string;
  /** A drawn map of the area, shown until the visitor asks for the live map. */
  picture: string;
}

/**
 * A branch's map. The live map is a third-party page: it loads only when the visitor
 * asks, so the contact page itself never depends on it (and works offline).
 */
export function BranchMap({ name, address, picture }: BranchMapProps) {
  const [live, setLive] = useState(false);
  const query = encodeURIComponent(address);

  return (
    <figure className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="relative aspect-[16/10] bg-navy-50">
        {live ? (
          <iframe
            title={`Bản đồ ${name}`}
            src={`https://maps.google.com/maps?q=${query}&z=16&output=embed`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            <img src={picture} alt={`Sơ đồ vị trí ${name}: ${address}`} width={640} height={400} loading="lazy" className="size-full object-cover" />
            {/* Top right, where the drawn maps have only blocks: the branch's label is at the bottom, the street's at the left. */}
            <div className="absolute top-0 right-0 p-3">
              <Button type="button" variant="secondary" size="sm" onClick={() => setLive(true)} className="shadow-raised">
                <MapPinned aria-hidden="true" />
                Xem bản đồ<span className="sr-only"> {name}</span>
              </Button>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 p-4">
        <span>
          <span className="block font-bold text-navy-900">{name}</span>
          <span className="block text-sm text-ink-muted">{address}</span>
        </span>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          Mở Google Maps<span className="sr-only"> cho {name} (mở trong thẻ mới)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </figcaption>
    </figure>
  );
}
