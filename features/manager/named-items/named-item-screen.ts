import type { ListPage } from '../../../contract/client';
import type { NamedItem, NamedItemBody } from './named-item-form';
import type { z } from 'zod';

/** Texts of one category-like screen, all from the contract's catalogue. */
export interface NamedItemTexts {
  listLoadFailed: string;
  empty: string;
  noSearchResults: string;
  createSuccess: string;
  createFailed: string;
  updateSuccess: string;
  updateFailed: string;
  deleteSuccess: string;
  deleteFailed: string;
}

interface Mutation<Arg> {
  trigger: (arg: Arg) => Promise<unknown>;
}

/**
 * Everything that differs between the service-category and the staff-position screens:
 * their words, their contract schema and their entity hooks (stable module functions).
 */
export interface NamedItemScreen<T extends NamedItem = NamedItem> {
  title: string;
  description: string;
  /** 'danh mục' gives 'Thêm danh mục', 'Sửa danh mục', 'Xóa danh mục?'. */
  noun: string;
  nameLabel: string;
  /** Caption of the list: 'Danh sách danh mục'. */
  caption: string;
  texts: NamedItemTexts;
  schema: z.ZodType<NamedItemBody, NamedItemBody>;
  useList: (query: { page: number; q?: string }) => { data?: ListPage<T>; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  useCreate: () => Mutation<NamedItemBody>;
  useUpdate: () => Mutation<{ id: string; body: NamedItemBody }>;
  useDelete: () => Mutation<string>;
  /** Why a row cannot be deleted, when the row itself shows it (a category that still has services): said before any question. */
  deleteRefusal?: (item: T) => string | null;
}
