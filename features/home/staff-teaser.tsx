import { Award, GraduationCap, Users } from 'lucide-react';
import { SectionHeading } from './section-heading';

const points = [
  { icon: Users, title: 'Hơn 100 kỹ thuật viên', text: 'Chia theo tổ máy, gầm, điện, đồng sơn và cứu hộ.' },
  { icon: GraduationCap, title: 'Đào tạo theo chuẩn hãng', text: 'Cập nhật kỹ thuật xe mới, xe hybrid và xe điện mỗi năm.' },
  { icon: Award, title: 'Cố vấn dịch vụ tận tâm', text: 'Một người theo xe của bạn từ lúc nhận đến khi bàn giao.' },
];

/** Who works on your car, leading to the staff page. */
export function StaffTeaser() {
  return (
    <section aria-labelledby="home-staff-heading">
      <SectionHeading id="home-staff-heading" title="Đội ngũ của chúng tôi" more={{ to: '/nhan-su', label: 'Gặp đội ngũ' }} />
      <ul className="grid gap-4 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
            <Icon aria-hidden="true" className="size-8 text-brand-600" />
            <h3 className="mt-3 font-bold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
