import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Staff } from '../../../contract/staff';
import { useCreateStaff } from '../../../entities/staff/create-staff';
import { useUpdateStaff } from '../../../entities/staff/update-staff';
import { useStaffPositions } from '../../../entities/staff-position/get-staff-positions';
import { ManagerPage } from '../manager-page';
import { useLoadErrorToast } from '../use-load-error-toast';
import { useManagerEditor } from '../use-manager-editor';
import { StaffForm } from './staff-form';
import { StaffTable } from './staff-table';

/** `/manager/staff`: the team shown on the public pages, with their positions and pictures. */
export function StaffManager() {
  const editor = useManagerEditor<Staff>({
    createSuccess: messages.staff.createSuccess,
    updateSuccess: messages.staff.updateSuccess,
    failure: (error, editing) => refusalText(error, editing ? messages.staff.updateFailed : messages.staff.createFailed),
  });
  const positions = useStaffPositions();
  const { trigger: create } = useCreateStaff();
  const { trigger: update } = useUpdateStaff();
  useLoadErrorToast(positions.error, messages.staffPositions.listLoadFailed);

  return (
    <ManagerPage
      title="Quản lý nhân sự"
      description="Đội ngũ hiển thị trên trang chủ và trang giới thiệu: họ tên, liên hệ, chức vụ và ảnh."
      noun="nhân sự"
      {...editor.page}
      list={<StaffTable onEdit={editor.edit} />}
      form={
        <StaffForm
          key={editor.formKey}
          staff={editor.editing}
          positions={positions.data ?? []}
          positionsFailed={Boolean(positions.error)}
          onSubmit={(body) => editor.save((staff) => (staff ? update({ id: staff._id, body }) : create(body)))}
        />
      }
    />
  );
}
