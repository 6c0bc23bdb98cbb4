import { PartnersPage as Partners } from '../../features/site/partners-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function PartnersPage() {
  usePageMeta(`Đối tác – ${GARAGE.name}`, 'Các thương hiệu dầu nhớt, lốp, phụ tùng và ắc quy mà gara nhập trực tiếp từ nhà phân phối chính thức.');
  return <Partners />;
}
