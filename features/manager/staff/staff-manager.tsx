import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Staff } from '../../../contract/staff';
import { useCreateStaff } from '../../../entities/staff/create-staff';
import { useUpdateStaff } from '../../../entities/staff/update-staff';
import { useStaffPositions } from '../../../entities/staff-position/get-staff-positions';
import { useToast } from '../../../ui/toast';
import { actionErrorText } from '../action-error';
import { ManagerPage, type ManagerTab } from '../manager-page';
import { useLoadErrorToast } from '../use-load-error-toast';
import { StaffForm } from './staff-form';
import { StaffTable } from './staff-table';

/** `/manager/staff`: the team shown on the public pages, with their positions and pictures. */
export function StaffManager() {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<Staff | null>(null);
  const positions = useStaffPositions();
  const { trigger: create } = useCreateStaff();
  const { trigger: update } = useUpdateStaff();
  const toast = useToast();
  useLoadErrorToast(positions.error, messages.staffPositions.listLoadFailed);

  const changeTab = (next: ManagerTab) => {
    // Leaving the form by its tab ends the edit: the form tab then adds a new member.
    if (next === 'list') setEditing(null);
    setTab(next);
  };

  return (
    <ManagerPage
      title="Quản lý nhân sự"
      description="Đội ngũ hiển thị trên trang chủ và trang giới thiệu: họ tên, liên hệ, chức vụ và ảnh."
      noun="nhân sự"
      tab={tab}
      onTabChange={changeTab}
      editing={editing !== null}
      list={
        <StaffTable
          onEdit={(staff) => {
            setEditing(staff);
            setTab('form');
          }}
        />
      }
      form={
        <StaffForm
          key={editing?._id ?? 'new'}
          staff={editing}
          positions={positions.data ?? []}
          positionsFailed={Boolean(positions.error)}
          onSubmit={async (body) => {
            try {
              if (editing) await update({ id: editing._id, body });
              else await create(body);
            } catch (error) {
              toast.error(actionErrorText(error, editing ? messages.staff.updateFailed : messages.staff.createFailed));
              return;
            }
            toast.success(editing ? messages.staff.updateSuccess : messages.staff.createSuccess);
            setEditing(null);
            setTab('list');
          }}
        />
      }
    />
  );
}
