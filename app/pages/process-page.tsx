import { ProcessPage as Process } from '../../features/site/process-page';
import { PageHead } from './page-head';

export function ProcessPage() {
  return (
    <>
      <PageHead path="/quy-trinh" />
      <Process />
    </>
  );
}
