import { useLocation } from 'react-router-dom';
import { findServiceArticle } from '../../features/site/content/service-articles';
import { RepairArticlePage } from '../../features/site/repair-article-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';
import { NotFoundPage } from './not-found-page';

/** The five static repair articles, each on its own top-level slug. */
export function ServiceArticlePage() {
  const { pathname } = useLocation();
  const article = findServiceArticle(pathname.replace(/\/+$/, ''));
  if (!article) return <NotFoundPage />;
  return <ArticleWithMeta article={article} />;
}

function ArticleWithMeta({ article }: { article: NonNullable<ReturnType<typeof findServiceArticle>> }) {
  usePageMeta(PAGE_HEADS[article.path]!);
  return <RepairArticlePage article={article} />;
}
