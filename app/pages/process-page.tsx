import { ProcessPage as Process } from '../../features/site/process-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function ProcessPage() {
  usePageMeta(PAGE_HEADS['/quy-trinh']!);
  return <Process />;
}
