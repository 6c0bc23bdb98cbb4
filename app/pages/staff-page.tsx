import { StaffPage as Staff } from '../../features/staff/staff-page';
import { PageHead } from './page-head';

export function StaffPage() {
  return (
    <>
      <PageHead path="/nhan-su" />
      <Staff />
    </>
  );
}
