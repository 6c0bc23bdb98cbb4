import { AboutPage as About } from '../../features/site/about-page';
import { GARAGE } from '../../contract/garage';
import { usePageMeta } from '../use-page-meta';

export function AboutPage() {
  usePageMeta(`Giới thiệu – ${GARAGE.name}`, 'Showroom và xưởng dịch vụ ô tô Quận 12: chứng nhận, giới thiệu, tầm nhìn và giá trị cốt lõi.');
  return <About />;
}
