import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { ARTICLE_AUTHOR, REPAIR_HUB, serviceArticles } from './content/service-articles';
import { formatDay } from '../../contract/format';

/** The repair-services hub the five service articles are filed under. */
export function RepairServicesPage() {
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{REPAIR_HUB.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Bảo dưỡng định kỳ, sửa chữa động cơ, đồng sơn, phụ tùng chính hãng và chăm sóc xe: mỗi bài viết giải thích dịch vụ gồm những gì,
          mất bao lâu và chi phí tham khảo, để bạn yên tâm trước khi mang xe đến gara.
        </p>
      </header>

      <ul className="grid gap-6 md:grid-cols-2">
        {serviceArticles.map((article) => (
          <li key={article.path}>
            <article className="flex h-full flex-col rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-navy-900 text-white">
                  <article.icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="text-xl font-bold text-navy-900">
                  <Link to={article.path} className={cn('rounded hover:text-brand-700', focusRing)}>
                    {article.title}
                  </Link>
                </h2>
              </div>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-subtle">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={article.postedAt}>{formatDay(article.postedAt)}</time>
                <span aria-hidden="true">·</span>
                {ARTICLE_AUTHOR}
              </p>
              <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{article.summary}</p>
              <p className="mt-4 text-sm">
                <span className="font-semibold text-ink">Thời gian: </span>
                <span className="text-ink-muted">{article.facts.duration}</span>
              </p>
              <Link
                to={article.path}
                className={cn('mt-4 inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 hover:underline', focusRing)}
              >
                Đọc tiếp<span className="sr-only"> bài {article.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>

      <section className="flex flex-col items-start gap-4 rounded-card bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-title font-bold">Không chắc xe cần sửa gì?</h2>
          <p className="mt-1 text-navy-100">Đặt lịch kiểm tra, kỹ thuật viên sẽ chẩn đoán và báo giá trước khi làm.</p>
        </div>
        <Button asChild size="lg">
          <Link to="/lien-he">Đặt lịch kiểm tra</Link>
        </Button>
      </section>
    </div>
  );
}
