import { StaffPage as Staff } from '../../features/staff/staff-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function StaffPage() {
  usePageMeta(`Nhân sự – ${GARAGE.name}`, 'Đội ngũ quản lý, cố vấn dịch vụ, kỹ thuật viên và chăm sóc khách hàng của gara.');
  return <Staff />;
}
