import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { staffBodySchema } from '../../../contract/staff';
import { demoStaff, demoStaffPositions } from '../../../mocks/data/staff';
import { toStaffBody, type StaffFormValues } from './staff-form';

const member = demoStaff.find((staff) => staff.image !== null)!;
const technician = demoStaffPositions[2]!;
const filled: StaffFormValues = { name: 'Lý Thành Công', phone: '0912345678', catestaff_id: technician._id, image: [] };

const firstMessages = (values: StaffFormValues) => {
  const result = staffBodySchema.safeParse(toStaffBody(values, null, demoStaffPositions));
  const byField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  return Object.fromEntries(byField);
};

describe('toStaffBody', () => {
  it('adds with "" for no picture', () => {
    expect(toStaffBody(filled, null, demoStaffPositions)).toEqual({ ...filled, position: technician.name, image: '' });
  });

  it('sends the chosen position under both keys the deployed client uses: its id, and its name as the position', () => {
    expect(toStaffBody(filled, null, demoStaffPositions)).toMatchObject({ catestaff_id: technician._id, position: technician.name });
    // The member's own position while the list has not come (or failed).
    expect(toStaffBody({ ...filled, catestaff_id: member.catestaff_id._id }, member, [member.catestaff_id])).toMatchObject({
      catestaff_id: member.catestaff_id._id,
      position: member.catestaff_id.name,
    });
  });

  it('edits with null for an unchanged picture, "" for a removed one', () => {
    expect(toStaffBody({ ...filled, image: [member.image!] }, member, demoStaffPositions).image).toBeNull();
    expect(toStaffBody(filled, member, demoStaffPositions).image).toBe('');
    expect(toStaffBody(filled, { ...member, image: null }, demoStaffPositions).image).toBeNull();
  });
});

describe('the staff rules the form shows (first message per field)', () => {
  it('every field missing', () => {
    expect(firstMessages({ name: '', phone: '', catestaff_id: '', image: [] })).toEqual({
      name: messages.validation.fillAllFields,
      phone: messages.validation.fillAllFields,
      position: messages.validation.fillAllFields,
      catestaff_id: messages.validation.fillAllFields,
    });
  });

  it('a one-letter name and a 9- or 11-digit phone', () => {
    expect(firstMessages({ ...filled, name: 'A' })).toEqual({ name: messages.staff.nameTooShort });
    expect(firstMessages({ ...filled, phone: '091234567' })).toEqual({ phone: messages.validation.phoneInvalid });
    expect(firstMessages({ ...filled, phone: '09123456789' })).toEqual({ phone: messages.validation.phoneInvalid });
  });

  it('a complete member passes', () => {
    expect(firstMessages(filled)).toEqual({});
  });
});
