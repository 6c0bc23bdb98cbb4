import { CalendarCheck, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { GaragePhone } from '../../contract/garage';
import { Button } from '../../ui/button';
import { telHref } from '../../ui/tel-href';

export interface ContactButtonsProps {
  hotline: GaragePhone;
  zaloHref: string;
  email: string;
}

/** Every way to reach the garage, one tap each. */
export function ContactButtons({ hotline, zaloHref, email }: ContactButtonsProps) {
  return (
    <section aria-labelledby="home-contact-heading" className="rounded-card bg-brand-700 p-6 text-white shadow-raised sm:p-10">
      <h2 id="home-contact-heading" className="text-2xl font-bold sm:text-3xl">
        Cần tư vấn cho xe của bạn?
      </h2>
      <p className="mt-2 max-w-prose text-brand-50">Gọi, nhắn Zalo hoặc đặt lịch trực tuyến. Cố vấn dịch vụ trả lời trong giờ làm việc, cứu hộ trực 24/24.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild size="lg" variant="secondary">
          <a href={telHref(hotline.display)}>
            <Phone aria-hidden="true" />
            Gọi {hotline.display}
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href={zaloHref} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Nhắn Zalo
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className="border-white bg-white text-brand-800 hover:bg-brand-50">
          <Link to="/lien-he">
            <CalendarCheck aria-hidden="true" />
            Đặt lịch hẹn
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
          <a href={`mailto:${email}`}>
            <Mail aria-hidden="true" />
            {email}
          </a>
        </Button>
      </div>
    </section>
  );
}
