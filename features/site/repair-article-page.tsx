import { ARTICLE_AUTHOR, serviceArticles } from './content/service-articles';
import type { ServiceArticleData } from './content/types';
import { ServiceArticle } from './service-article';

export interface RepairArticlePageProps {
  article: ServiceArticleData;
}

/** One of the five repair-service articles, filed under the repair-services hub. */
export function RepairArticlePage({ article }: RepairArticlePageProps) {
  return (
    <ServiceArticle
      article={article}
      author={ARTICLE_AUTHOR}
      related={serviceArticles.filter((other) => other.path !== article.path).map((other) => ({ to: other.path, label: other.title }))}
    />
  );
}
