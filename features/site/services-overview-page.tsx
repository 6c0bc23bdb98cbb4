import { ArrowRight, BadgeCheck, ClipboardList, ShieldCheck, Timer, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { REPAIR_HUB, serviceArticles } from './content/service-articles';
import { serviceGroups } from './content/sub-services';

const promises = [
  { icon: ClipboardList, title: 'Báo giá trước khi làm', text: 'Từng phụ tùng và công thợ được ghi rõ; phát sinh đều hỏi ý kiến bạn.' },
  { icon: Wrench, title: 'Kỹ thuật viên lành nghề', text: 'Hơn 100 kỹ thuật viên được đào tạo theo tiêu chuẩn của hãng.' },
  { icon: ShieldCheck, title: 'Phụ tùng rõ nguồn gốc', text: 'Hàng chính hãng hoặc tương đương có hóa đơn, trả lại phụ tùng cũ.' },
  { icon: Timer, title: 'Đúng hẹn', text: 'Hẹn giờ trả xe khi tiếp nhận và cập nhật tiến độ qua điện thoại.' },
];

/** The services overview: the four featured groups with their sub-services and the repair articles. */
export function ServicesOverviewPage() {
  return (
    <div className="space-y-12">
      <header className="rounded-card bg-navy-900 px-5 py-10 text-white shadow-raised sm:px-10">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Dịch vụ</p>
        <h1 className="mt-2 text-3xl font-bold text-balance sm:text-display">Chăm sóc chiếc xe của bạn từ A đến Z</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-navy-100">
          Sửa chữa, bảo trì, bảo dưỡng định kỳ và cứu hộ 24/7 tại hai chi nhánh ở TP. Hồ Chí Minh, cùng các điểm dịch vụ ở Bà Rịa -
          Vũng Tàu và Bình Dương - Củ Chi.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/lien-he">Đặt lịch hẹn</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10 active:bg-white/20">
            <Link to="/san-pham">Xem bảng giá dịch vụ</Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="service-groups-title">
        <h2 id="service-groups-title" className="text-2xl font-bold text-navy-900">
          Nhóm dịch vụ
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {serviceGroups.map((group) => (
            <li key={group.id} className="flex flex-col rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-brand-50 text-brand-700">
                <group.icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{group.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{group.description}</p>
              <ul className="mt-4 space-y-1 border-t border-line pt-3">
                {group.services.map((service) => (
                  <li key={service.path}>
                    <Link
                      to={service.path}
                      className={cn(
                        'group flex items-center justify-between gap-2 rounded px-1 py-2 text-sm font-semibold text-ink hover:text-brand-700',
                        focusRing,
                      )}
                    >
                      {service.title}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="repair-articles-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="repair-articles-title" className="text-2xl font-bold text-navy-900">
            Dịch vụ sửa chữa chuyên sâu
          </h2>
          <Link to={REPAIR_HUB.path} className={cn('rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline', focusRing)}>
            Tất cả bài viết về dịch vụ sửa chữa
          </Link>
        </div>
        <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {serviceArticles.map((article) => (
            <li key={article.path}>
              <Link
                to={article.path}
                className={cn(
                  'group flex h-full flex-col rounded-card bg-surface p-5 shadow-card ring-1 ring-line transition-shadow hover:shadow-raised',
                  focusRing,
                )}
              >
                <article.icon aria-hidden="true" className="size-8 text-brand-600" />
                <h3 className="mt-3 text-lg font-bold text-navy-900 group-hover:text-brand-700">{article.title}</h3>
                <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-muted">{article.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Xem chi tiết
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promises-title" className="rounded-card bg-surface p-6 shadow-card sm:p-8">
        <h2 id="promises-title" className="text-2xl font-bold text-navy-900">
          Cam kết của chúng tôi
        </h2>
        <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map((promise) => (
            <li key={promise.title} className="flex gap-3">
              <promise.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-bold text-ink">{promise.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
          <BadgeCheck aria-hidden="true" className="size-5 text-success" />
          Xem cách chúng tôi làm việc qua
          <Link to="/quy-trinh" className={cn('rounded font-semibold text-brand-700 underline underline-offset-4', focusRing)}>
            quy trình 12 bước
          </Link>
        </p>
      </section>
    </div>
  );
}
