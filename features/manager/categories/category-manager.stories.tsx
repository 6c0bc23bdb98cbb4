import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../../contract/categories';
import { messages } from '../../../contract/messages';
import { makeCategory } from '../../../mocks/data/categories';
import { managerCategories } from '../../../mocks/data/manager-pages';
import { mockOk } from '../../../mocks/endpoint-handlers';
import { mockPagedList } from '../../../mocks/manager-list-handler';
import { expectRefusedBeforeAsking } from '../manager-story-kit';
import { namedItemStories } from '../named-items/named-item-story-kit';
import { CategoryManager } from './category-manager';

const kit = namedItemStories({
  noun: 'danh mục',
  nameLabel: 'Tên danh mục',
  rows: managerCategories,
  searchWord: 'dầu',
  endpoints: { list: listCategories, create: createCategory, update: updateCategory, remove: deleteCategory },
  deleteAnswer: { message: messages.categories.deleteSuccess },
  texts: { ...messages.categories, nameTaken: messages.categories.nameTaken, inUse: messages.categories.inUse },
});

const meta = {
  title: 'features/manager/categories/CategoryManager',
  tags: ['screen'],
  component: CategoryManager,
  parameters: { route: '/manager/category' },
  beforeEach: kit.beforeEach,
} satisfies Meta<typeof CategoryManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 23 categories on three pages; search by name (any case), no match, reset. */
export const Success: Story = { ...kit.Success, tags: ['visual'] };
export const SearchEmpty: Story = kit.SearchEmpty;
export const Loading: Story = kit.Loading;
export const Empty: Story = { ...kit.Empty, tags: ['visual'] };
export const LoadError: Story = { ...kit.LoadError, tags: ['visual'] };
export const Forbidden: Story = kit.Forbidden;
export const NameRequired: Story = kit.NameRequired;
export const CreateSuccess: Story = kit.CreateSuccess;
/** 'Tên danh mục đã tồn tại.' as the server says it (409). */
export const DuplicateName: Story = kit.DuplicateName;
export const CreateFailed: Story = kit.CreateFailed;
export const Edit: Story = kit.Edit;
export const EditNameRequired: Story = kit.EditNameRequired;
export const EditDuplicateName: Story = kit.EditDuplicateName;
export const Delete: Story = kit.Delete;
/** 'Không thể xóa danh mục đang có dịch vụ.' as the server says it (409). */
export const DeleteInUse: Story = kit.DeleteInUse;
export const DeleteFailed: Story = kit.DeleteFailed;

const withServices = makeCategory({ name: 'Bảo dưỡng định kỳ', productCount: 12 });
const deleteAsked = fn();

/** A category that still holds services: its delete says so at once, before any question, and asks the server nothing. */
export const DeleteInUseKnown: Story = {
  beforeEach({ msw }) {
    deleteAsked.mockClear();
    msw.use(
      mockPagedList(listCategories, [withServices, ...managerCategories]),
      mockOk(deleteCategory, () => {
        deleteAsked();
        return { message: messages.categories.deleteSuccess };
      }),
    );
  },
  async play({ canvasElement }) {
    await expectRefusedBeforeAsking(canvasElement, { button: `Xóa danh mục ${withServices.name}`, toast: messages.categories.inUse });
    await expect(deleteAsked).not.toHaveBeenCalled();
  },
};

export const Phone: Story = kit.Phone;
