import { CITY_BRANCHES, EMAILS, GARAGE, OPENING_HOURS, SUPPORT_PHONES } from '../../contract/garage';
import { ContactPage as Contact } from '../../features/booking/contact-page';
import { usePageMeta } from '../use-page-meta';

export function ContactPage() {
  usePageMeta(`Liên hệ – ${GARAGE.name}`, 'Địa chỉ, điện thoại, email, giờ làm việc và đặt lịch hẹn sửa chữa, bảo dưỡng ô tô trực tuyến.');
  // The contact page gives the Monday-to-Saturday hours only (spec section 9).
  return <Contact branches={CITY_BRANCHES} phones={SUPPORT_PHONES} emails={EMAILS} hours={OPENING_HOURS.mondayToSaturday} />;
}
