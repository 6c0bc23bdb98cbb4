import { Link } from 'react-router-dom';
import { PARTNERS } from '../../contract/garage';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { ScrollStrip } from '../../ui/scroll-strip';
import { STRIP_SCROLL_STEP_PX } from '../../ui/ui-values';

/**
 * The garage's nine parts, oil and tyre suppliers, in a strip with scroll arrows. The strip is
 * HTML that scrolls by touch, trackpad and keyboard; only its arrows are an island
 * (ui/scroll-strip-arrows.tsx), the page's one.
 */
export function PartnersPage() {
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Đối tác</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Chúng tôi nhập dầu nhớt, lốp, phụ tùng và ắc quy trực tiếp từ nhà phân phối chính thức của {PARTNERS.length} thương hiệu uy tín,
          có hóa đơn và bảo hành của nhà sản xuất.
        </p>
      </header>

      <ScrollStrip label="Logo các thương hiệu đối tác" step={STRIP_SCROLL_STEP_PX} trackClassName="snap-x snap-mandatory scroll-px-1 px-1 py-3">
        {PARTNERS.map((partner) => (
          <figure key={partner.name} className="w-[240px] shrink-0 snap-start rounded-card bg-surface p-3 shadow-card ring-1 ring-line">
            <img src={partner.logo} alt={partner.name} width={320} height={140} className="aspect-[320/140] w-full" />
            <figcaption className="mt-2 text-center text-sm text-ink-muted">{partner.supplies}</figcaption>
          </figure>
        ))}
      </ScrollStrip>

      <section aria-labelledby="partner-promise-title" className="grid gap-6 rounded-card bg-surface p-6 shadow-card sm:p-8 md:grid-cols-2">
        <div>
          <h2 id="partner-promise-title" className="text-title font-bold text-navy-900">
            Vì sao chọn đối tác kỹ?
          </h2>
          <p className="mt-3 leading-relaxed text-ink-muted">
            Phụ tùng và vật tư quyết định độ bền của mọi lần sửa chữa. Mua từ nhà phân phối chính thức giúp chúng tôi tránh hàng giả, hàng trôi
            nổi, và giúp bạn được hưởng đầy đủ chính sách bảo hành của nhà sản xuất.
          </p>
        </div>
        <div>
          <h2 className="text-title font-bold text-navy-900">Muốn trở thành đối tác?</h2>
          <p className="mt-3 leading-relaxed text-ink-muted">
            Nhà phân phối phụ tùng, công ty bảo hiểm hay doanh nghiệp có đội xe cần bảo dưỡng định kỳ, hãy{' '}
            <Link to="/lien-he" className={cn('rounded font-semibold text-brand-700 underline underline-offset-4', focusRing)}>
              liên hệ với chúng tôi
            </Link>
            .
          </p>
        </div>
      </section>
    </div>
  );
}
