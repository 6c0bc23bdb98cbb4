import { PartsManager } from '../../features/manager/parts/parts-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerPartsPage() {
  usePageMeta({ title: 'Phụ tùng – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <PartsManager />;
}
