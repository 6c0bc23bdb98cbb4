import { ArrowRight, BadgeCheck, CalendarDays, Clock, PenLine, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import type { ArticleLink, ServiceArticleData } from './content/types';
import { formatDay } from '../../contract/format';

export interface ServiceArticleProps {
  article: ServiceArticleData;
  /** Other service pages worth reading next. */
  related: ArticleLink[];
  relatedTitle?: string;
  /**
   * Who signed the page, shown as 'Người đăng'. The five repair articles have an author label
   * in the spec; the sub-service pages have none, so they show no author rather than a made-up one.
   */
  author?: string;
}

/**
 * One service page: the five repair articles and the sixteen sub-service pages all render
 * here. Where it sits among the pages is the site's breadcrumb bar above it.
 */
export function ServiceArticle({ article, related, relatedTitle = 'Các dịch vụ khác', author }: ServiceArticleProps) {
  const Icon = article.icon;
  const facts = [
    { label: 'Thời gian thực hiện', value: article.facts.duration, icon: Clock },
    ...(article.facts.price ? [{ label: 'Chi phí tham khảo', value: article.facts.price, icon: Wallet }] : []),
    ...(article.facts.warranty ? [{ label: 'Bảo hành', value: article.facts.warranty, icon: BadgeCheck }] : []),
  ];

  return (
    <article className="space-y-8">
      <header className="relative overflow-hidden rounded-card bg-navy-900 px-5 py-8 text-white shadow-raised sm:px-10 sm:py-10">
        <Icon aria-hidden="true" className="pointer-events-none absolute -right-6 -bottom-8 size-48 text-white opacity-10 sm:size-64" />
        <div className="relative flex items-start gap-4">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-card bg-brand-600 sm:inline-flex">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl leading-tight font-bold text-balance sm:text-4xl">{article.title}</h1>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-navy-100">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                Ngày đăng: <time dateTime={article.postedAt}>{formatDay(article.postedAt)}</time>
              </span>
              {author ? (
                <span className="inline-flex items-center gap-1.5">
                  <PenLine aria-hidden="true" className="size-4" />
                  Người đăng: {author}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <p className="relative mt-5 max-w-3xl text-base leading-relaxed text-navy-50 sm:text-lg">{article.summary}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-8">
          {article.sections.map((section) => (
            <section key={section.heading} className="rounded-card bg-surface p-5 shadow-card sm:p-7">
              <h2 className="text-title font-bold text-navy-900">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink-muted">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                section.ordered ? (
                  <ol className="mt-4 space-y-3">
                    {section.list.map((item, index) => (
                      <li key={item} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="inline-flex size-7 shrink-0 items-center justify-center rounded-pill bg-brand-600 text-sm font-bold text-white"
                        >
                          {index + 1}
                        </span>
                        <span className="pt-0.5 leading-relaxed text-ink">{item}</span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <ul className="mt-4 grid gap-2.5 sm:grid-cols-2">
                    {section.list.map((item) => (
                      <li key={item} className="flex gap-2.5 leading-relaxed text-ink">
                        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </section>
          ))}
        </div>

        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <section className="rounded-card bg-surface p-5 shadow-card">
            <h2 className="text-lg font-bold text-navy-900">Thông tin nhanh</h2>
            <dl className="mt-4 space-y-4">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="flex items-center gap-3 text-sm font-semibold text-ink">
                    <fact.icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    {fact.label}
                  </dt>
                  <dd className="mt-0.5 pl-8 text-sm leading-relaxed text-ink-muted">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs leading-relaxed text-ink-subtle">
              Giá mang tính tham khảo cho xe phổ thông 5–7 chỗ; báo giá chính xác sau khi kiểm tra xe.
            </p>
            <Button asChild fullWidth size="lg" className="mt-5">
              <Link to="/lien-he">
                Đặt lịch ngay
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </section>

          {related.length > 0 ? (
            <nav aria-label={relatedTitle} className="rounded-card bg-surface p-5 shadow-card">
              <h2 className="text-lg font-bold text-navy-900">{relatedTitle}</h2>
              <ul className="mt-3 divide-y divide-line">
                {related.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={cn(
                        'group flex items-center justify-between gap-3 rounded py-3 text-sm font-semibold text-ink hover:text-brand-700',
                        focusRing,
                      )}
                    >
                      {link.label}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>

      <section className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-title font-bold text-navy-900">Cần tư vấn hoặc đặt lịch?</h2>
          <p className="mt-1 text-ink-muted">Chọn ngày và khung giờ phù hợp, chúng tôi sẽ gọi lại xác nhận trong giờ làm việc.</p>
        </div>
        <Button asChild size="lg">
          <Link to="/lien-he">Đặt lịch hẹn</Link>
        </Button>
      </section>
    </article>
  );
}
