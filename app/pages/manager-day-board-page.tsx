import { DayBoard } from '../../features/manager/day-board/day-board';
import { usePageMeta } from '../use-page-meta';

export function ManagerDayBoardPage() {
  usePageMeta({ title: 'Lịch trong ngày – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <DayBoard />;
}
