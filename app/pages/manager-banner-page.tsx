import { BannerManager } from '../../features/manager/banners/banner-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerBannerPage() {
  usePageMeta({ title: 'Quản lý banner – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <BannerManager />;
}
