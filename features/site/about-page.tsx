import { Eye, Handshake, HeartHandshake, Lightbulb, ShieldCheck, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { Island } from '../../ui/island';
import { CertificateGallery } from './certificate-gallery';
import { certificates } from './content/certificates';

const values = [
  { icon: ShieldCheck, title: 'Trung thực', text: 'Nói đúng bệnh, báo đúng giá. Phụ tùng thay ra luôn được trả lại để bạn kiểm chứng.' },
  { icon: Target, title: 'Chính xác', text: 'Chẩn đoán bằng thiết bị chuyên hãng, sửa theo quy trình và thông số của nhà sản xuất.' },
  { icon: HeartHandshake, title: 'Tận tâm', text: 'Lắng nghe, giải thích dễ hiểu và đồng hành với bạn suốt vòng đời chiếc xe.' },
  { icon: Lightbulb, title: 'Không ngừng học hỏi', text: 'Kỹ thuật viên được đào tạo định kỳ về xe hybrid, xe điện và công nghệ mới.' },
];

/** About the garage: certificates, introduction, vision and core values. */
export function AboutPage() {
  return (
    <div className="space-y-12">
      <header className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Giới thiệu</p>
          <h1 className="mt-2 text-3xl font-bold text-navy-900 text-balance sm:text-4xl">Gara Ô Tô Sài Gòn – showroom và xưởng dịch vụ Quận 12</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            Từ một xưởng sửa chữa nhỏ trên đường Tô Ký năm 2012, chúng tôi đã trở thành hệ thống dịch vụ ô tô với hai chi nhánh tại TP. Hồ
            Chí Minh và các điểm dịch vụ ở Bà Rịa - Vũng Tàu, Bình Dương - Củ Chi, phục vụ hơn 20.000 lượt xe mỗi năm.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {[
            ['2012', 'Năm thành lập'],
            ['100+', 'Kỹ thuật viên'],
            ['620+', 'Dự án hoàn thành'],
            ['24/7', 'Cứu hộ mọi lúc'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col rounded-card bg-surface p-5 text-center shadow-card ring-1 ring-line">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <section aria-labelledby="certificates-title">
        <h2 id="certificates-title" className="text-2xl font-bold text-navy-900">
          Chứng nhận của showroom
        </h2>
        <p className="mt-2 text-ink-muted">Bấm vào từng chứng nhận để xem ảnh lớn.</p>
        <div className="mt-5">
          {/* The page's one island, hydrated at the first touch, pointer or focus on it: a click that comes first is given to it then. */}
          <Island name="certificate-gallery" component={CertificateGallery} props={{ certificates }} load="interaction" />
        </div>
      </section>

      <section aria-labelledby="intro-title" className="rounded-card bg-surface p-6 shadow-card sm:p-8">
        <h2 id="intro-title" className="text-2xl font-bold text-navy-900">
          Về chúng tôi
        </h2>
        <div className="mt-4 grid gap-4 leading-relaxed text-ink-muted md:grid-cols-2">
          <p>
            Showroom Quận 12 rộng 3.000 m² với 24 khoang sửa chữa, phòng sơn sấy khép kín, khu chăm sóc xe và phòng chờ có wifi, nước uống
            cho khách. Mỗi xe vào xưởng đều có cố vấn dịch vụ phụ trách từ lúc tiếp nhận đến khi bàn giao.
          </p>
          <p>
            Chúng tôi nhận sửa chữa, bảo dưỡng hầu hết các hãng xe phổ biến tại Việt Nam, từ xe gia đình 5–7 chỗ, xe bán tải đến xe dịch vụ,
            và là đối tác sửa chữa được ủy quyền của nhiều công ty bảo hiểm.
          </p>
        </div>
      </section>

      <section aria-labelledby="vision-title" className="grid gap-6 md:grid-cols-2">
        <div className="rounded-card bg-navy-900 p-6 text-white sm:p-8">
          <Eye aria-hidden="true" className="size-8 text-brand-300" />
          <h2 id="vision-title" className="mt-3 text-2xl font-bold">
            Tầm nhìn
          </h2>
          <p className="mt-3 leading-relaxed text-navy-100">
            Trở thành hệ thống dịch vụ ô tô được tin chọn hàng đầu khu vực phía Nam, nơi mỗi chủ xe đều hiểu rõ chiếc xe của mình và chi
            phí mình trả, với xưởng dịch vụ sẵn sàng cho xe hybrid và xe điện.
          </p>
        </div>
        <div className="rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8">
          <Handshake aria-hidden="true" className="size-8 text-brand-700" />
          <h2 className="mt-3 text-2xl font-bold text-navy-900">Sứ mệnh</h2>
          <p className="mt-3 leading-relaxed text-ink-muted">
            Mang đến dịch vụ sửa chữa minh bạch, đúng hẹn, với giá hợp lý, để mỗi hành trình của khách hàng đều an toàn và an tâm.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-bold text-navy-900">
          Giá trị cốt lõi
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
              <value.icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">{value.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/lien-he">Liên hệ với chúng tôi</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/nhan-su">Gặp đội ngũ nhân sự</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/doi-tac">Đối tác của chúng tôi</Link>
        </Button>
      </div>
    </div>
  );
}
