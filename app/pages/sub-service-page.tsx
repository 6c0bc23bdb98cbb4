import { useParams } from 'react-router-dom';
import { findSubService } from '../../features/site/content/sub-services';
import { SubServicePage as SubService } from '../../features/site/sub-service-page';
import { PageHead } from './page-head';
import { NotFoundPage } from './not-found-page';

/** `/services/{slug}`: the sixteen sub-service pages of the featured-service cards. */
export function SubServicePage() {
  const { slug = '' } = useParams();
  const found = findSubService(slug);
  if (!found) return <NotFoundPage />;
  return <SubServiceWithMeta {...found} />;
}

function SubServiceWithMeta({ group, service }: NonNullable<ReturnType<typeof findSubService>>) {
  return (
    <>
      <PageHead path={service.path} />
      <SubService group={group} service={service} />
    </>
  );
}
