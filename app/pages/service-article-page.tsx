import { useLocation } from 'react-router-dom';
import { findServiceArticle } from '../../features/site/content/service-articles';
import { RepairArticlePage } from '../../features/site/repair-article-page';
import { PageHead } from './page-head';
import { NotFoundPage } from './not-found-page';

/** The five static repair articles, each on its own top-level slug. */
export function ServiceArticlePage() {
  const { pathname } = useLocation();
  const article = findServiceArticle(pathname.replace(/\/+$/, ''));
  if (!article) return <NotFoundPage />;
  return <ArticleWithMeta article={article} />;
}

function ArticleWithMeta({ article }: { article: NonNullable<ReturnType<typeof findServiceArticle>> }) {
  return (
    <>
      <PageHead path={article.path} />
      <RepairArticlePage article={article} />
    </>
  );
}
