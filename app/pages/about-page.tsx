import { AboutPage as About } from '../../features/site/about-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function AboutPage() {
  usePageMeta(PAGE_HEADS['/oto-quan-12']!);
  return <About />;
}
