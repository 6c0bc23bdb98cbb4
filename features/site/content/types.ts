import type { LucideIcon } from 'lucide-react';

/** One titled block of an article: paragraphs, then an optional list. */
export interface ArticleSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A numbered list when the order matters (the steps of a job). */
  ordered?: boolean;
}

/** The practical answers a driver looks for before booking. */
export interface ServiceFacts {
  duration: string;
  price?: string;
  warranty?: string;
}

/**
 * A service page written as data, so the five articles and the sixteen sub-service pages
 * share one component and one look, and a test can check every page is really written.
 */
export interface ServiceArticleData {
  /** The route that shows it, e.g. '/dich-vu-bao-duong-dinh-ky'. */
  path: string;
  title: string;
  /** The lead paragraph, also the page's meta description. */
  summary: string;
  /** YYYY-MM-DD */
  postedAt: string;
  icon: LucideIcon;
  facts: ServiceFacts;
  sections: ArticleSection[];
}

export interface ServiceGroup {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  services: ServiceArticleData[];
}

export interface ArticleLink {
  to: string;
  label: string;
}
