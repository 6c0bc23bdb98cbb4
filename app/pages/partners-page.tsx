import { PartnersPage as Partners } from '../../features/site/partners-page';
import { PageHead } from './page-head';

export function PartnersPage() {
  return (
    <>
      <PageHead path="/doi-tac" />
      <Partners />
    </>
  );
}
