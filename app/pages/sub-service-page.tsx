import { useParams } from 'react-router-dom';
import { findSubService } from '../../features/site/content/sub-services';
import { SubServicePage as SubService } from '../../features/site/sub-service-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';
import { NotFoundPage } from './not-found-page';

/** `/services/{slug}`: the sixteen sub-service pages of the featured-service cards. */
export function SubServicePage() {
  const { slug = '' } = useParams();
  const found = findSubService(slug);
  if (!found) return <NotFoundPage />;
  return <SubServiceWithMeta {...found} />;
}

function SubServiceWithMeta({ group, service }: NonNullable<ReturnType<typeof findSubService>>) {
  usePageMeta(PAGE_HEADS[service.path]!);
  return <SubService group={group} service={service} />;
}
