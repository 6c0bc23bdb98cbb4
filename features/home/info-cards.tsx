import { CalendarCheck, Clock, MapPin, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GarageBranch, GaragePhone, OpeningHours } from '../../contract/garage';
import { cn } from '../../ui/cn';
import { telHref } from '../../ui/tel-href';

export interface InfoCardsProps {
  /** The two city branches. */
  branches: readonly GarageBranch[];
  hours: readonly OpeningHours[];
  bookingPhones: readonly GaragePhone[];
  website: string;
  hotline: GaragePhone;
  className?: string;
}

function InfoCard({ icon, title, children, tone = 'plain' }: { icon: ReactNode; title: string; children: ReactNode; tone?: 'plain' | 'alert' }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-card p-5 shadow-card ring-1',
        tone === 'alert' ? 'bg-brand-700 text-white ring-brand-800' : 'bg-surface text-ink ring-line',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('flex size-11 items-center justify-center rounded-pill', tone === 'alert' ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-700')}
      >
        {icon}
      </span>
      <h3 className="text-base font-bold">{title}</h3>
      <div className={cn('text-sm leading-relaxed', tone === 'alert' ? 'text-white' : 'text-ink-muted')}>{children}</div>
    </li>
  );
}

/** The general-information block: where we are, when we open, how to book, who to call 24/24. */
export function InfoCards({ branches, hours, bookingPhones, website, hotline, className }: InfoCardsProps) {
  return (
    <section aria-labelledby="home-info-heading" className={className}>
      <h2 id="home-info-heading" className="sr-only">
        Thông tin chung
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <InfoCard icon={<MapPin className="size-6" />} title="Địa chỉ hai chi nhánh">
          <ul className="space-y-2">
            {branches.map((branch) => (
              <li key={branch.name}>
                <span className="font-semibold text-ink">{branch.name}:</span> {branch.address}, {branch.region}
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon={<Clock className="size-6" />} title="Giờ làm việc">
          <dl className="space-y-2">
            {hours.map((row) => (
              <div key={row.days}>
                <dt className="font-semibold text-ink">{row.days}</dt>
                <dd>{`${row.opens} – ${row.closes}`}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <InfoCard icon={<CalendarCheck className="size-6" />} title="Đặt lịch sửa chữa">
          <p>Gọi trước để được nhận xe đúng giờ, không phải chờ:</p>
          <ul className="mt-2 space-y-1">
            {bookingPhones.map((phone) => (
              <li key={phone.display}>
                {phone.label}:{' '}
                <a href={telHref(phone.display)} className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline">
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Hoặc đặt lịch trên website <span className="font-semibold text-ink">{website}</span>.
          </p>
        </InfoCard>
        <InfoCard icon={<Siren className="size-6" />} title="Cứu hộ 24/24" tone="alert">
          <p>Xe chết máy, thủng lốp, hết ắc quy giữa đường? Gọi ngay, đội cứu hộ trực cả ngày lẫn đêm.</p>
          <a
            href={telHref(hotline.display)}
            className="mt-3 inline-flex items-center rounded-control bg-white px-4 py-2 text-lg font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {hotline.display}
          </a>
        </InfoCard>
      </ul>
    </section>
  );
}
