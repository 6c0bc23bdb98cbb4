import { StaffPage as Staff } from '../../features/staff/staff-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function StaffPage() {
  usePageMeta(PAGE_HEADS['/nhan-su']!);
  return <Staff />;
}
