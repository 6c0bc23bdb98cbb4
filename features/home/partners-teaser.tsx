import type { GaragePartner } from '../../contract/garage';
import { SectionHeading } from './section-heading';

export interface PartnersTeaserProps {
  /** The suppliers the partners page shows with their logos. */
  partners: readonly GaragePartner[];
}

/** The garage's suppliers by name and what they supply, leading to the partners page with their logos. */
export function PartnersTeaser({ partners }: PartnersTeaserProps) {
  return (
    <section aria-labelledby="home-partners-heading">
      <SectionHeading
        id="home-partners-heading"
        title="Đối tác"
        lead="Dầu nhớt, lốp, phụ tùng và ắc quy chính hãng, nhập trực tiếp từ nhà phân phối chính thức."
        more={{ to: '/doi-tac', label: 'Xem đối tác' }}
      />
      <ul className="flex flex-wrap gap-3">
        {partners.map((partner) => (
          <li key={partner.name} className="flex flex-col rounded-card bg-surface px-5 py-2.5 shadow-card ring-1 ring-line">
            <span className="text-sm font-bold tracking-wide text-navy-800">{partner.name}</span>
            <span className="text-xs text-ink-muted">{partner.supplies}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
