import { AboutPage as About } from '../../features/site/about-page';
import { PageHead } from './page-head';

export function AboutPage() {
  return (
    <>
      <PageHead path="/oto-quan-12" />
      <About />
    </>
  );
}
