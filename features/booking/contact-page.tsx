import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BOOKING_LOOKUP_PATH } from '../../contract/booking-lookup-path';
import type { BookingPrefill } from '../../contract/booking-prefill';
import type { CityBranch, GaragePhone, OpeningHours } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { Card } from '../../ui/card';
import { Island } from '../../ui/island';
import { telHref } from '../../ui/tel-href';
import { AppointmentForm } from './appointment-form';
import { BranchMap } from './branch-map';

export interface ContactPageProps {
  /** The branches with a drawn map of their area. */
  branches: readonly CityBranch[];
  phones: readonly GaragePhone[];
  emails: readonly string[];
  hours: readonly OpeningHours[];
  /** Pins "today" for the appointment form (stories). */
  today?: string;
  /** What a link filled in for the appointment form (the next-service reminder's car and service). */
  prefill?: BookingPrefill;
}

/** The full postal address: also what the map looks up. */
const postalAddress = (branch: CityBranch) => `${branch.address}, ${branch.region}`;

/** The contact page: where and when to find the garage, the appointment form, the two maps. */
export function ContactPage({ branches, phones, emails, hours, today, prefill }: ContactPageProps) {
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Liên hệ và đặt lịch</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Gọi cho chúng tôi, ghé một trong hai chi nhánh, hoặc để lại lịch hẹn bên dưới: cố vấn dịch vụ sẽ gọi lại xác nhận trong giờ làm
          việc.
        </p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="contact-info-title" className="space-y-4">
          <h2 id="contact-info-title" className="text-title font-bold text-navy-900">
            Thông tin liên hệ
          </h2>
          <Card padding="sm" className="gap-3">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <MapPin aria-hidden="true" className="size-5 text-brand-600" />
              Địa chỉ
            </h3>
            <ul className="space-y-3">
              {branches.map((branch) => (
                <li key={branch.name}>
                  <p className="font-semibold text-ink">{branch.name}</p>
                  <address className="text-sm text-ink-muted not-italic">{postalAddress(branch)}</address>
                  <a href={telHref(branch.phone)} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {branch.phone}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
          <Card padding="sm" className="gap-3">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <Phone aria-hidden="true" className="size-5 text-brand-600" />
              Điện thoại
            </h3>
            <ul className="space-y-1.5 text-sm">
              {phones.map((phone) => (
                <li key={phone.display} className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-ink-muted">{phone.label}</span>
                  <a href={telHref(phone.display)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
          <Card padding="sm" className="gap-3">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <Mail aria-hidden="true" className="size-5 text-brand-600" />
              Email
            </h3>
            <ul className="space-y-1.5 text-sm">
              {emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`} className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
          <Card padding="sm" className="gap-3">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              Giờ làm việc
            </h3>
            <ul className="space-y-1 text-sm">
              {hours.map((row) => (
                <li key={row.days}>
                  <span className="text-ink-muted">{row.days}: </span>
                  <span className="font-semibold text-ink">{`${row.opens} – ${row.closes}`}</span>
                </li>
              ))}
            </ul>
          </Card>
        </section>

        <section id="dat-lich" aria-labelledby="appointment-title" className="scroll-mt-24">
          <Card padding="md" className="gap-5">
            <div>
              <h2 id="appointment-title" className="text-title font-bold text-navy-900">
                Đặt lịch hẹn
              </h2>
              <p className="mt-1 text-sm">
                <Link to={BOOKING_LOOKUP_PATH} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {messages.lookup.alreadyBooked}
                </Link>
              </p>
            </div>
            <Island name="appointment-form" component={AppointmentForm} props={{ today, branches, prefill }} load="interaction" />
          </Card>
        </section>
      </div>

      <section aria-labelledby="maps-title">
        <h2 id="maps-title" className="text-title font-bold text-navy-900">
          Bản đồ chi nhánh
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {branches.map((branch) => (
            <BranchMap key={branch.name} name={branch.name} address={postalAddress(branch)} picture={branch.mapPicture} />
          ))}
        </div>
      </section>
    </div>
  );
}
