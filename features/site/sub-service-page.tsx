import { ServiceArticle } from './service-article';
import type { ServiceArticleData, ServiceGroup } from './content/types';

export interface SubServicePageProps {
  group: ServiceGroup;
  service: ServiceArticleData;
}

/** A sub-service page opened from a featured-service card. */
export function SubServicePage({ group, service }: SubServicePageProps) {
  return (
    <ServiceArticle
      article={service}
      relatedTitle={`Cùng nhóm ${group.title.toLowerCase()}`}
      related={[
        ...group.services.filter((other) => other.path !== service.path).map((other) => ({ to: other.path, label: other.title })),
        { to: '/dich-vu', label: 'Xem tất cả dịch vụ' },
      ]}
    />
  );
}
