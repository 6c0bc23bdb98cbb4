import { CalendarCheck, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';

export interface HomeHeroProps {
  /** The garage's name, spoken first by the page's main heading. */
  companyName: string;
  slogan: string;
  image: string;
}

/** The page's promise in one sentence and its two main actions: book, or see the services. */
export function HomeHero({ companyName, slogan, image }: HomeHeroProps) {
  return (
    <section className="overflow-hidden rounded-card bg-navy-900 text-white shadow-raised">
      <div className="grid items-center gap-8 p-6 sm:p-10 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <h1 className="text-3xl leading-tight font-bold sm:text-display">
            {companyName}
            <span className="mt-2 block text-xl font-semibold text-brand-300 sm:text-2xl">{slogan}</span>
          </h1>
          <p className="mt-4 max-w-prose text-navy-100">
            Kỹ thuật viên lành nghề, máy chẩn đoán chính hãng và báo giá minh bạch trước khi sửa. Xe của bạn được chăm sóc như xe của chính chúng tôi.
          </p>
          <ul className="mt-5 space-y-2 text-sm text-navy-100">
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-brand-400" />
              Bảo hành đến 12 tháng cho mọi hạng mục sửa chữa
            </li>
            <li className="flex items-center gap-2">
              <Wrench aria-hidden="true" className="size-5 text-brand-400" />
              Phụ tùng chính hãng, có hóa đơn và nguồn gốc rõ ràng
            </li>
          </ul>
          <div className="mt-7 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/lien-he">
                <CalendarCheck aria-hidden="true" />
                Đặt lịch ngay
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link to="/san-pham">Xem dịch vụ</Link>
            </Button>
          </div>
        </div>
        <img src={image} alt="Xe ô tô trên cầu nâng trong xưởng sửa chữa của gara" width={900} height={600} className="w-full rounded-card" />
      </div>
    </section>
  );
}
