import { ChevronRight, Cog, Droplets, Siren, Wrench, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { GarageServiceGroup } from '../../contract/garage';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { Island } from '../../ui/island';
import { SectionHeading } from './section-heading';
import { SERVICE_CARD_ATTRIBUTE, ServiceGroupToggle } from './service-group-toggle';

const icons: Record<GarageServiceGroup['id'], LucideIcon> = {
  repair: Wrench,
  maintenance: Cog,
  servicing: Droplets,
  rescue: Siren,
};

export interface FeaturedServicesProps {
  groups: readonly GarageServiceGroup[];
}

/** The button of the card says whether its list is open: the list follows it by CSS. */
const whileOpen = 'group-has-[[aria-expanded=true]]:visible group-has-[[aria-expanded=true]]:translate-y-0';

function ServiceGroupCard({ group }: { group: GarageServiceGroup }) {
  const listId = useId();
  const Icon = icons[group.id];
  return (
    <li className="group flex flex-col overflow-hidden rounded-card bg-navy-900 text-white shadow-raised" {...{ [SERVICE_CARD_ATTRIBUTE]: '' }}>
      <div className="flex items-start justify-between gap-3 p-6 pb-0">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-pill bg-brand-600">
          <Icon className="size-6" />
        </span>
        {/* Touch screens have no hover: this button opens the same list. */}
        <Island name="service-group-toggle" component={ServiceGroupToggle} props={{ label: `Các dịch vụ ${group.title.toLowerCase()}`, listId }} load="interaction" />
      </div>
      <h3 className="px-6 pt-4 text-xl font-bold">
        <Link to="/dich-vu" className={cn('rounded-sm hover:text-brand-300', focusRing)}>
          {group.title}
        </Link>
      </h3>
      <div className="relative mt-2 min-h-44 flex-1">
        <p className="px-6 pb-6 text-sm text-navy-100">{group.summary}</p>
        <div
          id={listId}
          className={cn(
            'absolute inset-0 translate-y-full bg-brand-700 px-4 py-3 transition-[translate,visibility] duration-300 ease-out motion-reduce:transition-none',
            // Out of reach until the button opens it or a mouse rests on the card (hover only
            // where the device can hover, so a tap's sticky hover never holds it open); it also
            // stays while the keyboard is on one of its links. Focus on the button alone does
            // not count: a second tap on it must close the list.
            'invisible group-hover:visible group-hover:translate-y-0',
            whileOpen,
            'focus-within:visible focus-within:translate-y-0',
          )}
        >
          <ul className="space-y-0.5">
            {group.subServices.map((sub) => (
              <li key={sub.slug}>
                <Link
                  to={`/services/${sub.slug}`}
                  className={cn('flex items-center justify-between gap-2 rounded-control px-2 py-1.5 text-sm font-semibold text-white hover:bg-white/15', focusRing, 'focus-visible:outline-white')}
                >
                  {sub.name}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

/**
 * The four service families; each shows its four services on hover, on focus or on a tap.
 * Hover and keyboard need no code (CSS); the cards are HTML, and only each card's button is an
 * island (features/home/service-group-toggle.tsx).
 */
export function FeaturedServices({ groups }: FeaturedServicesProps) {
  return (
    <section aria-labelledby="home-featured-services-heading">
      <SectionHeading
        id="home-featured-services-heading"
        title="Dịch vụ tiêu biểu"
        lead="Sửa chữa, bảo trì, bảo dưỡng và cứu hộ: trọn gói chăm sóc cho xe của bạn."
        more={{ to: '/dich-vu', label: 'Tất cả dịch vụ' }}
      />
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {groups.map((group) => (
          <ServiceGroupCard key={group.id} group={group} />
        ))}
      </ul>
    </section>
  );
}
