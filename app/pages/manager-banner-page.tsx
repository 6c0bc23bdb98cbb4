import { BannerManager } from '../../features/manager/banners/banner-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerBannerPage() {
  usePageMeta('Quản lý banner – Gara Ô Tô Sài Gòn', 'Khu quản lý của gara.', { noindex: true });
  return <BannerManager />;
}
