import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createInspectionTemplate,
  deleteInspectionTemplate,
  listInspectionTemplates,
  updateInspectionTemplate,
  type InspectionTemplate,
  type InspectionTemplateInput,
} from '../../../contract/inspections';
import { format, messages } from '../../../contract/messages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { brakesTemplate, demoTemplates } from '../../../mocks/inspection-data';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, editRow, expectListTab, expectLoadFailed, expectNoSideScroll, openAddForm, rowTexts } from '../manager-story-kit';
import { InspectionTemplateManager } from './inspection-template-manager';

/** Bodies the screen sent, for the play functions. */
const sent = fn();
const ADD = 'Thêm mẫu kiểm tra';
const EDIT = 'Sửa mẫu kiểm tra';

/** Answers a save as the server would: kept points keep their id, new ones get one. */
async function saved(request: Request, id = '65f0a00000000000000a0001'): Promise<InspectionTemplate> {
  const body = (await request.json()) as InspectionTemplateInput;
  sent(body);
  const now = new Date(Date.UTC(2026, 2, 11, 3, 0)).toISOString();
  return {
    _id: id,
    name: body.name.trim(),
    points: body.points.map((point, index) => ({ id: point.id ?? `65f0a00000000000000b${String(index).padStart(4, '0')}`, label: point.label.trim() })),
    createdAt: now,
    updatedAt: now,
  };
}

const meta = {
  title: 'features/manager/inspection-templates/InspectionTemplateManager',
  tags: ['screen'],
  component: InspectionTemplateManager,
  parameters: { route: '/manager/inspection-templates' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(mockOk(listInspectionTemplates, demoTemplates));
  },
} satisfies Meta<typeof InspectionTemplateManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three checklists by name, each with its points. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 3 mẫu kiểm tra')).toBeVisible();
    const rows = rowTexts(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows.find((row) => row.includes('Kiểm tra tổng quát'))).toContain('12 hạng mục:');
    await expect(rows.find((row) => row.includes('Hệ thống phanh'))).toContain('Má phanh trước, Đĩa phanh trước');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listInspectionTemplates));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listInspectionTemplates, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.inspections.templatesEmpty)).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listInspectionTemplates, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.inspections.templatesLoadFailed);
  },
};

/** A new checklist: its name and points in order, all new (no ids: the server gives them). */
export const Create: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createInspectionTemplate, (request) => saved(request), { status: 201 }));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, ADD, ADD);
    await userEvent.type(form.getByRole('textbox', { name: /Tên mẫu/ }), 'Hệ thống treo');
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 1/ }), 'Giảm xóc trước');
    await userEvent.click(form.getByRole('button', { name: 'Thêm hạng mục' }));
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 2/ }), 'Rô tuyn lái');
    await userEvent.click(form.getByRole('button', { name: 'Thêm mẫu kiểm tra' }));
    await expectToast(canvasElement, messages.inspections.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({
      name: 'Hệ thống treo',
      points: [
        { id: null, label: 'Giảm xóc trước' },
        { id: null, label: 'Rô tuyn lái' },
      ],
    });
    await expectListTab(canvasElement);
  },
};

/** Enter in a point goes on to the next point (a new one after the last), never saves the checklist half written. */
export const EnterAddsThePoint: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createInspectionTemplate, (request) => saved(request), { status: 201 }));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, ADD, ADD);
    await userEvent.type(form.getByRole('textbox', { name: /Tên mẫu/ }), 'Hệ thống treo');
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 1/ }), 'Giảm xóc trước{Enter}');
    const second = await form.findByRole('textbox', { name: /Hạng mục 2/ });
    await waitFor(() => expect(second).toHaveFocus());
    // An empty last point takes no other after it.
    await userEvent.keyboard('{Enter}');
    await expect(form.queryByRole('textbox', { name: /Hạng mục 3/ })).toBeNull();
    await userEvent.type(second, 'Rô tuyn lái');
    // Enter in an earlier point moves on to the one after it.
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 1/ }), '{Enter}');
    await expect(second).toHaveFocus();
    await expect(sent).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Thêm mẫu kiểm tra' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Hệ thống treo', points: [{ id: null, label: 'Giảm xóc trước' }, { id: null, label: 'Rô tuyn lái' }] }));
  },
};

/** Nothing is sent without a name, with a blank point or with a point twice; each says why beside it. */
export const CreateInvalid: Story = {
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, ADD, ADD);
    await userEvent.click(form.getByRole('button', { name: 'Thêm mẫu kiểm tra' }));
    await expect(await form.findByText(messages.inspections.templateNameRequired)).toBeVisible();
    await expect(form.getByText(messages.inspections.pointLabelRequired)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 1/ }), 'Đèn pha');
    await userEvent.click(form.getByRole('button', { name: 'Thêm hạng mục' }));
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 2/ }), 'đèn pha');
    await userEvent.click(form.getByRole('button', { name: 'Thêm mẫu kiểm tra' }));
    await expect(await form.findByText(format(messages.inspections.pointLabelDuplicate, { label: 'đèn pha' }))).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** A point renamed and moved keeps its id; a new one goes without; a removed one is left out. */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateInspectionTemplate, (request) => saved(request, brakesTemplate._id)));
  },
  async play({ canvasElement }) {
    const form = await editRow(canvasElement, brakesTemplate.name, EDIT, `${EDIT} ${brakesTemplate.name}`);
    const [front, disc, rear, fluid] = brakesTemplate.points;
    const first = form.getByRole('textbox', { name: /Hạng mục 1/ });
    await expect(first).toHaveValue(front!.label);
    await userEvent.clear(first);
    await userEvent.type(first, 'Má phanh trước (độ dày)');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển hạng mục 4 lên' }));
    await userEvent.click(form.getByRole('button', { name: 'Xóa hạng mục 5' }));
    await userEvent.click(form.getByRole('button', { name: 'Thêm hạng mục' }));
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 5/ }), 'Cảm biến ABS');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.inspections.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({
      name: brakesTemplate.name,
      points: [
        { id: front!.id, label: 'Má phanh trước (độ dày)' },
        { id: disc!.id, label: disc!.label },
        { id: fluid!.id, label: fluid!.label },
        { id: rear!.id, label: rear!.label },
        { id: null, label: 'Cảm biến ABS' },
      ],
    });
    await expectListTab(canvasElement);
  },
};

/**
 * A row removed and a new one added within one frame: the focus stays in the new row. The
 * removal's own move to 'Thêm hạng mục' came a frame later and took the keyboard away from it,
 * so a space typed there added yet another row.
 */
export const RemoveThenAddAtOnce: Story = {
  async play({ canvasElement }) {
    const form = await editRow(canvasElement, brakesTemplate.name, EDIT, `${EDIT} ${brakesTemplate.name}`);
    const last = brakesTemplate.points.length;
    form.getByRole('button', { name: `Xóa hạng mục ${last}` }).click();
    form.getByRole('button', { name: 'Thêm hạng mục' }).click();
    // Two frames on: the removal's focus move has had its turn.
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const added = form.getByRole('textbox', { name: new RegExp(`Hạng mục ${last}`) });
    await expect(added).toHaveValue('');
    await expect(added).toHaveFocus();
    await userEvent.type(added, 'Cảm biến ABS');
    await expect(added).toHaveValue('Cảm biến ABS');
    await expect(form.queryByRole('textbox', { name: new RegExp(`Hạng mục ${last + 1}`) })).toBeNull();
  },
};

/** The server refuses a name already used (409) in its own words; what was typed stays. */
export const DuplicateName: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createInspectionTemplate, 409, format(messages.inspections.templateNameTaken, { name: 'Hệ thống phanh' })));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, ADD, ADD);
    await userEvent.type(form.getByRole('textbox', { name: /Tên mẫu/ }), 'Hệ thống phanh');
    await userEvent.type(form.getByRole('textbox', { name: /Hạng mục 1/ }), 'Phanh tay');
    await userEvent.click(form.getByRole('button', { name: 'Thêm mẫu kiểm tra' }));
    await expectToast(canvasElement, format(messages.inspections.templateNameTaken, { name: 'Hệ thống phanh' }), 'error');
    await expect(form.getByRole('textbox', { name: /Tên mẫu/ })).toHaveValue('Hệ thống phanh');
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteInspectionTemplate, { message: messages.inspections.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'mẫu kiểm tra', name: brakesTemplate.name, toast: messages.inspections.deleteSuccess, severity: 'success' });
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteInspectionTemplate, 500));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'mẫu kiểm tra', name: brakesTemplate.name, toast: messages.inspections.deleteFailed, severity: 'error' });
  },
};

/** At 375 px: the list as cards, then the editor with its row buttons, without sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Tổng số: 3 mẫu kiểm tra')).toBeVisible();
    await expectNoSideScroll(canvasElement);
    const form = await editRow(canvasElement, brakesTemplate.name, EDIT, `${EDIT} ${brakesTemplate.name}`);
    await waitFor(() => expect(form.getByRole('button', { name: 'Xóa hạng mục 1' })).toBeVisible());
    await expectNoSideScroll(canvasElement);
  },
};
