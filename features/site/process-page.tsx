import { Link } from 'react-router-dom';
import { ROTATE_INTERVAL_MS } from '../../ui/ui-values';
import { Button } from '../../ui/button';
import { Island } from '../../ui/island';
import { processCars, processSteps } from './content/process-steps';
import { ProcessCarRotator } from './process-car-rotator';

export interface ProcessPageProps {
  /** Milliseconds between car pictures; stories shorten it. */
  rotateIntervalMs?: number;
}

/** The garage's 12-step work process beside a car picture that changes every 3 seconds (the page's one island). */
export function ProcessPage({ rotateIntervalMs = ROTATE_INTERVAL_MS }: ProcessPageProps) {
  return (
    <div className="space-y-10">
      <header className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Quy trình làm việc</p>
          <h1 className="mt-2 text-3xl font-bold text-navy-900 text-balance sm:text-4xl">12 bước chăm sóc chiếc xe của bạn</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            Từ lúc tiếp nhận đến khi bàn giao và bảo hành, mỗi bước đều có người chịu trách nhiệm và được ghi lại trên phiếu sửa chữa, để bạn
            biết xe mình đang ở đâu và đã được làm gì.
          </p>
        </div>
        <Island name="process-cars" component={ProcessCarRotator} props={{ cars: processCars, intervalMs: rotateIntervalMs }} />
      </header>

      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {processSteps.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-pill bg-navy-900 text-lg font-bold text-white"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className="min-w-0">
              <h2 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                <span className="sr-only">Bước {index + 1}: </span>
                {step.title}
                <step.icon aria-hidden="true" className="size-5 text-brand-600" />
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>

      <section className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-title font-bold text-navy-900">Sẵn sàng mang xe đến?</h2>
          <p className="mt-1 text-ink-muted">Đặt lịch trước để được tiếp nhận ngay, không phải chờ.</p>
        </div>
        <Button asChild size="lg">
          <Link to="/lien-he">Đặt lịch hẹn</Link>
        </Button>
      </section>
    </div>
  );
}
