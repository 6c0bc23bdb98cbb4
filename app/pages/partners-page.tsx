import { PartnersPage as Partners } from '../../features/site/partners-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function PartnersPage() {
  usePageMeta(PAGE_HEADS['/doi-tac']!);
  return <Partners />;
}
