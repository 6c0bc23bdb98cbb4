import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '../../../contract/messages';
import { createStaffPosition, deleteStaffPosition, listStaffPositions, updateStaffPosition } from '../../../contract/staff-positions';
import { managerStaffPositions } from '../../../mocks/data/manager-pages';
import { namedItemStories } from '../named-items/named-item-story-kit';
import { StaffPositionManager } from './staff-position-manager';

const kit = namedItemStories({
  noun: 'chức vụ',
  nameLabel: 'Tên chức vụ',
  rows: managerStaffPositions,
  searchWord: 'kỹ',
  endpoints: { list: listStaffPositions, create: createStaffPosition, update: updateStaffPosition, remove: deleteStaffPosition },
  // The deployed screen reads `status === 200` and `data.message` (API-NOTES 8).
  deleteAnswer: { status: 200, message: messages.staffPositions.deleteSuccess, data: { message: messages.staffPositions.deleteSuccess } },
  texts: messages.staffPositions,
});

const meta = {
  title: 'features/manager/staff-positions/StaffPositionManager',
  tags: ['screen'],
  component: StaffPositionManager,
  parameters: { route: '/manager/category-staff' },
  beforeEach: kit.beforeEach,
} satisfies Meta<typeof StaffPositionManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { ...kit.Success, tags: ['visual'] };
export const SearchEmpty: Story = kit.SearchEmpty;
export const Loading: Story = kit.Loading;
export const Empty: Story = { ...kit.Empty, tags: ['visual'] };
/** 'Không thể tải danh mục nhân viên'. */
export const LoadError: Story = { ...kit.LoadError, tags: ['visual'] };
export const Forbidden: Story = kit.Forbidden;
export const NameRequired: Story = kit.NameRequired;
export const CreateSuccess: Story = kit.CreateSuccess;
/** 'Tên vị trí đã tồn tại.' as the server says it (409). */
export const DuplicateName: Story = kit.DuplicateName;
export const CreateFailed: Story = kit.CreateFailed;
export const Edit: Story = kit.Edit;
export const EditNameRequired: Story = kit.EditNameRequired;
export const EditDuplicateName: Story = kit.EditDuplicateName;
export const Delete: Story = kit.Delete;
/** 'Không thể xóa vị trí đang có nhân viên.' as the server says it (409). */
export const DeleteInUse: Story = kit.DeleteInUse;
export const DeleteFailed: Story = kit.DeleteFailed;

export const Phone: Story = kit.Phone;
