import { SectionHeading } from './section-heading';

/** The garage's 12 steps, in the words the process page uses. */
export const PROCESS_STEPS = [
  'Tiếp nhận xe',
  'Kiểm tra',
  'Chẩn đoán',
  'Báo giá chi tiết',
  'Khách xác nhận',
  'Chuẩn bị phụ tùng',
  'Sửa chữa',
  'Kiểm tra lại',
  'Vệ sinh xe',
  'Nghiệm thu',
  'Bàn giao',
  'Bảo hành',
] as const;

/** The 12-step process at a glance, leading to its page. */
export function ProcessTeaser() {
  return (
    <section aria-labelledby="home-process-heading">
      <SectionHeading
        id="home-process-heading"
        title="Quy trình 12 bước"
        lead="Minh bạch từ lúc nhận xe đến khi bàn giao: bạn biết xe mình đang ở bước nào."
        more={{ to: '/quy-trinh', label: 'Xem quy trình' }}
      />
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {PROCESS_STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-navy-800 text-sm font-bold text-white">
              {index + 1}
            </span>
            <span className="text-sm font-semibold text-ink">
              <span className="sr-only">Bước {index + 1}: </span>
              {step}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
