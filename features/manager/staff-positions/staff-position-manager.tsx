import { messages } from '../../../contract/messages';
import { staffPositionBodySchema } from '../../../contract/staff-positions';
import { useCreateStaffPosition } from '../../../entities/staff-position/create-staff-position';
import { useDeleteStaffPosition } from '../../../entities/staff-position/delete-staff-position';
import { useManagerStaffPositions } from '../../../entities/staff-position/get-manager-staff-positions';
import { useUpdateStaffPosition } from '../../../entities/staff-position/update-staff-position';
import { NamedItemManager } from '../named-items/named-item-manager';
import type { NamedItemScreen } from '../named-items/named-item-screen';

const staffPositionScreen: NamedItemScreen = {
  title: 'Quản lý chức vụ',
  description: 'Các nhóm nhân sự (chức vụ) dùng để xếp nhân viên trên trang giới thiệu đội ngũ.',
  noun: 'chức vụ',
  nameLabel: 'Tên chức vụ',
  caption: 'Danh sách chức vụ',
  texts: { ...messages.staffPositions, noSearchResults: messages.common.noSearchResults },
  schema: staffPositionBodySchema,
  useList: useManagerStaffPositions,
  useCreate: useCreateStaffPosition,
  useUpdate: useUpdateStaffPosition,
  useDelete: useDeleteStaffPosition,
};

/** `/manager/category-staff`: the staff positions. One still held by staff cannot be deleted (the server says so). */
export function StaffPositionManager() {
  return <NamedItemManager screen={staffPositionScreen} />;
}
