import { categoryBodySchema, type Category } from '../../../contract/categories';
import { messages } from '../../../contract/messages';
import { useCreateCategory } from '../../../entities/category/create-category';
import { useDeleteCategory } from '../../../entities/category/delete-category';
import { useManagerCategories } from '../../../entities/category/get-manager-categories';
import { useUpdateCategory } from '../../../entities/category/update-category';
import { NamedItemManager } from '../named-items/named-item-manager';
import type { NamedItemScreen } from '../named-items/named-item-screen';

const categoryScreen: NamedItemScreen<Category> = {
  title: 'Quản lý danh mục',
  description: 'Các nhóm dịch vụ hiển thị ở trang dịch vụ và trong ô chọn danh mục của dịch vụ.',
  noun: 'danh mục',
  nameLabel: 'Tên danh mục',
  caption: 'Danh sách danh mục',
  texts: { ...messages.categories, noSearchResults: messages.common.noSearchResults },
  schema: categoryBodySchema,
  useList: useManagerCategories,
  useCreate: useCreateCategory,
  useUpdate: useUpdateCategory,
  useDelete: useDeleteCategory,
  // The server refuses it too (409), in the same words, should a service be added meanwhile.
  deleteRefusal: (category) => (category.productCount > 0 ? messages.categories.inUse : null),
};

/** `/manager/category`: the service categories. A category still holding services cannot be deleted: its row says so before asking. */
export function CategoryManager() {
  return <NamedItemManager screen={categoryScreen} />;
}
