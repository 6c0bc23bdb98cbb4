import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema } from './common';
import { BRANCH_SLOT_CAPACITY_MAX } from './constants';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';

/**
 * Each branch runs its own day: its places per slot (a setting the master keeps, every change
 * kept with who made it) and the branch a staff member usually works at, which the bookings
 * screens open on.
 */

export const branchIdSchema = z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired });

export const branchSettingSchema = z.object({
  id: z.enum(BRANCH_IDS),
  /** Places per slot that count now: the branch's own, or the default. */
  slotCapacity: z.number().int().positive(),
  /** The branch's own setting; null when it uses the default. */
  ownSlotCapacity: z.number().int().positive().nullable(),
});

export const branchSettingChangeSchema = z.object({
  _id: objectIdSchema,
  branch: z.enum(BRANCH_IDS),
  /** 'slotCapacity' so far. */
  setting: z.string(),
  /** As text; null for "the default". */
  from: z.string().nullable(),
  to: z.string().nullable(),
  account: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type BranchSettingChange = z.infer<typeof branchSettingChangeSchema>;

export const branchSettingsSchema = z.object({
  /** BOOKING_SLOT_CAPACITY, the capacity of a branch without its own. */
  defaultSlotCapacity: z.number().int().positive(),
  branches: z.array(branchSettingSchema),
  /** The caller's usual branch; null shows both. */
  usualBranch: z.enum(BRANCH_IDS).nullable(),
  /** The latest changes, newest first. */
  changes: z.array(branchSettingChangeSchema),
});
export type BranchSettings = z.infer<typeof branchSettingsSchema>;

export const getBranchSettings = endpoint({
  method: 'GET',
  path: '/api/manager/branches',
  access: 'staff',
  summary: 'Sức chứa mỗi khung giờ của từng chi nhánh (riêng hoặc mặc định BOOKING_SLOT_CAPACITY), chi nhánh thường làm của người gọi và các thay đổi gần nhất',
  response: branchSettingsSchema,
});

const slotCapacityMessage = format(messages.bookings.capacityInvalid, { max: BRANCH_SLOT_CAPACITY_MAX });

export const updateBranchCapacity = endpoint({
  method: 'PUT',
  path: '/api/manager/branches/:branch',
  access: 'master',
  summary:
    'Đặt sức chứa mỗi khung giờ của một chi nhánh (1 đến BRANCH_SLOT_CAPACITY_MAX; null: dùng mặc định); lịch đã đặt được giữ nguyên, chỉ lịch mới bị giới hạn. Mỗi thay đổi được ghi lại.',
  params: z.object({ branch: branchIdSchema }),
  body: z.object({
    slotCapacity: z
      .number({ error: slotCapacityMessage })
      .int(slotCapacityMessage)
      .min(1, slotCapacityMessage)
      .max(BRANCH_SLOT_CAPACITY_MAX, slotCapacityMessage)
      .nullable(),
  }),
  response: branchSettingsSchema,
});

export const updateUsualBranch = endpoint({
  method: 'PUT',
  path: '/api/manager/usual-branch',
  access: 'staff',
  summary: 'Chi nhánh thường làm của nhân viên đang đăng nhập (null: cả hai); các màn hình lịch hẹn mở theo chi nhánh này',
  body: z.object({ branch: branchIdSchema.nullable() }),
  response: branchSettingsSchema,
});
