import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { createStaff, deleteStaff, listStaff, updateStaff, type Staff } from '../../../contract/staff';
import { listStaffPositions } from '../../../contract/staff-positions';
import { managerStaff } from '../../../mocks/data/manager-pages';
import { demoStaffPositions } from '../../../mocks/data/staff';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, editRow, expectListTab, expectLoadFailed, expectPaging, openAddForm, phonePlay, pngFile, rowTexts, search, tooLargeFile } from '../manager-story-kit';
import { StaffManager } from './staff-manager';

const first = managerStaff[0]!;
/** A member with a picture, a position and a position category, on page 1. */
const pictured = managerStaff.find((member) => member.image !== null)!;
const technician = demoStaffPositions[2]!;
const sent = fn();
const listHandler = (items: Staff[] = managerStaff) =>
  mockPagedList(listStaff, items, { matches: (member, query) => matchesWords(query.get('q'), member.name, member.phone, member.position, member.catestaff_id.name) });
const echo = async (request: Request) => {
  const body = (await request.json()) as Staff;
  sent(body);
  return { ...first, name: body.name, phone: body.phone, position: body.position };
};
const total = (n: number) => `Tổng số: ${n} nhân sự`;
const searchLabel = 'Tên, số điện thoại hoặc chức vụ';

const meta = {
  title: 'features/manager/staff/StaffManager',
  tags: ['screen'],
  component: StaffManager,
  parameters: { route: '/manager/staff' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(listHandler(), mockOk(listStaffPositions, demoStaffPositions));
  },
} satisfies Meta<typeof StaffManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten a page over 23: picture, name, phone and position, one column for the position', async () => {
      await expectPaging(canvasElement, total(managerStaff.length), 3, 3);
      const row = rowTexts(canvasElement)[0]!;
      for (const text of [first.name, first.phone, first.catestaff_id.name]) await expect(row).toContain(text);
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
      await expect(headers.filter((header) => header === 'Chức vụ')).toHaveLength(1);
      await expect(headers).not.toContain('Vị trí');
    });
    await step('search by name', async () => {
      await search(canvasElement, searchLabel, 'trần quốc');
      await expect(await canvas.findByText(total(1))).toBeVisible();
    });
    await step('search by phone', async () => {
      await search(canvasElement, searchLabel, pictured.phone);
      await waitFor(() => {
        expect(rowTexts(canvasElement)).toHaveLength(1);
        expect(rowTexts(canvasElement)[0]).toContain(pictured.name);
      });
    });
    await step('search by position', async () => {
      await search(canvasElement, searchLabel, 'lễ tân');
      const expected = managerStaff.filter((member) => matchesWords('lễ tân', member.name, member.phone, member.position, member.catestaff_id.name)).length;
      await expect(await canvas.findByText(total(expected))).toBeVisible();
    });
    await step('no match, then reset', async () => {
      await search(canvasElement, searchLabel, 'phi công');
      await expect(await canvas.findByText(messages.common.noSearchResults)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText(total(managerStaff.length))).toBeVisible();
    });
  },
};

export const SearchEmpty: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByText(total(managerStaff.length));
    await search(canvasElement, searchLabel, ' ');
    await expect(await within(canvasElement).findByText(messages.validation.searchEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listStaff));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(listHandler([]));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.staff.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listStaff, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.staff.listLoadFailed);
  },
};

/** 'Không thể tải danh mục nhân viên': a toast, and under the dropdown. */
export const PositionsLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listStaffPositions, 500));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.staffPositions.listLoadFailed, 'error');
    const form = await openAddForm(canvasElement, 'Thêm nhân sự', 'Thêm nhân sự');
    await expect(form.getByText(messages.staffPositions.listLoadFailed)).toBeVisible();
  },
};

const openForm = (canvasElement: HTMLElement) => openAddForm(canvasElement, 'Thêm nhân sự', 'Thêm nhân sự');
const field = (form: ReturnType<typeof within>, name: RegExp) => form.getByRole('textbox', { name });

/** Every field missing: 'Vui lòng điền đầy đủ thông tin!' under each; one field, 'Chức vụ', for the position. */
export const RequiredFields: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await expect(form.queryByRole('textbox', { name: /Chức vụ|Vị trí/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Thêm nhân sự' }));
    await waitFor(() => expect(form.getAllByText(messages.validation.fillAllFields)).toHaveLength(3));
    await expect(form.getByRole('combobox', { name: /Chức vụ/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const NameTooShort: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.type(field(form, /Họ tên/), 'A{Enter}');
    await expect(await form.findByText(messages.staff.nameTooShort)).toBeVisible();
  },
};

export const PhoneInvalid: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.type(field(form, /Số điện thoại/), '090123456{Enter}');
    await expect(await form.findByText(messages.validation.phoneInvalid)).toBeVisible();
    await userEvent.type(field(form, /Số điện thoại/), '78{Enter}');
    await expect(await form.findByText(messages.validation.phoneInvalid)).toBeVisible();
  },
};

export const ImageTooLarge: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText('Ảnh nhân sự'), tooLargeFile());
    await expect(await form.findByText(messages.validation.imageTooLarge)).toBeVisible();
  },
};

async function fillNew(canvasElement: HTMLElement) {
  const form = await openForm(canvasElement);
  await userEvent.type(field(form, /Họ tên/), 'Lý Thành Công');
  await userEvent.type(field(form, /Số điện thoại/), '0912345678');
  await form.findByRole('option', { name: technician.name });
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Chức vụ/ }), technician._id);
  await userEvent.upload(form.getByLabelText('Ảnh nhân sự'), pngFile('cong.png'));
  await form.findByRole('img', { name: 'Ảnh nhân sự đã chọn' });
  await userEvent.click(form.getByRole('button', { name: 'Thêm nhân sự' }));
  return form;
}

export const CreateSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createStaff, echo));
  },
  async play({ canvasElement }) {
    await fillNew(canvasElement);
    await expectToast(canvasElement, messages.staff.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({
      name: 'Lý Thành Công',
      phone: '0912345678',
      position: technician.name,
      catestaff_id: technician._id,
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await expectListTab(canvasElement);
  },
};

/** The server's refusal in its own words (the position was deleted meanwhile); the input stays. */
export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createStaff, 404, messages.staffPositions.notFound));
  },
  async play({ canvasElement }) {
    const form = await fillNew(canvasElement);
    await expectToast(canvasElement, messages.staffPositions.notFound, 'error');
    await expect(field(form, /Họ tên/)).toHaveValue('Lý Thành Công');
  },
};

export const CreateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createStaff, 500));
  },
  async play({ canvasElement }) {
    const form = await fillNew(canvasElement);
    await expectToast(canvasElement, messages.staff.createFailed, 'error');
    await expect(form.getByRole('combobox', { name: /Chức vụ/ })).toHaveValue(technician._id);
  },
};

const editForm = (canvasElement: HTMLElement) => editRow(canvasElement, pictured.name, 'Sửa nhân sự', `Sửa nhân sự ${pictured.name}`);

/** Filled with every field, the position kept (its name sent as `position`); an unchanged picture is sent as null. */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateStaff, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await expect(field(form, /Họ tên/)).toHaveValue(pictured.name);
    await expect(field(form, /Số điện thoại/)).toHaveValue(pictured.phone);
    await waitFor(() => expect(form.getByRole('combobox', { name: /Chức vụ/ })).toHaveValue(pictured.catestaff_id._id));
    await expect(form.getByRole('img', { name: 'Ảnh nhân sự đã chọn' })).toHaveAttribute('src', pictured.image);
    const phone = field(form, /Số điện thoại/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0987654321');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.staff.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({
      name: pictured.name,
      phone: '0987654321',
      position: pictured.catestaff_id.name,
      catestaff_id: pictured.catestaff_id._id,
      image: null,
    });
    await expectListTab(canvasElement);
  },
};

export const EditRequiredFields: Story = {
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.clear(field(form, /Số điện thoại/));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expect(await form.findByText(messages.validation.fillAllFields)).toBeVisible();
  },
};

export const EditFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateStaff, 500));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.staff.updateFailed, 'error');
    await expect(within(canvasElement).getByRole('tab', { name: 'Sửa nhân sự' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteStaff, { status: 'success', message: messages.staff.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'nhân sự', name: pictured.name, toast: messages.staff.deleteSuccess, severity: 'success' });
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteStaff, 500));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'nhân sự', name: pictured.name, toast: messages.staff.deleteFailed, severity: 'error' });
  },
};

/** The deployed client's rule: HTTP 200 without `status: 'success'` did not delete. */
export const DeleteUnsuccessful: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete(deleteStaff.path, () => HttpResponse.json({ status: 'error', message: 'Không xóa được.' })));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'nhân sự', name: pictured.name, toast: messages.staff.deleteUnsuccessful, severity: 'error' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await phonePlay(canvasElement, total(managerStaff.length), 'Thêm nhân sự');
  },
};
