import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listInspectionTemplates, saveInspection, type Inspection, type SaveInspectionInput } from '../../../contract/inspections';
import { format, messages } from '../../../contract/messages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { demoInspection, demoTemplates, generalTemplate, makeInspection } from '../../../mocks/inspection-data';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { InspectionPanel, type InspectionPanelProps } from './inspection-panel';

/** Bodies the form sent, for the play functions. */
const sent = fn();

function job(step: InspectionPanelProps['repair']['step'], inspection: Inspection | null = null): InspectionPanelProps['repair'] {
  return { _id: '65f0a0000000000000007f01', step, closedAt: null, vehicle: { _id: '65f0a0000000000000007e09', plate: '30G-135.79', model: 'Mazda CX-5', year: 2021, lastOdometerKm: 58_900 }, inspection };
}

const TITLE = 'Kết quả kiểm tra xe 30G-135.79';

/** Opens the form's dialog and waits for the templates. */
async function openForm(canvasElement: HTMLElement, button: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: TITLE }));
  await dialog.findByRole('form', { name: 'Kết quả kiểm tra xe' });
  return dialog;
}

/** A point's group in the form, by its label. */
const pointGroup = (dialog: ReturnType<typeof within>, label: string, position: number) => within(dialog.getByRole('group', { name: `${position}. ${label}` }));

const meta = {
  title: 'features/manager/repairs/InspectionPanel',
  component: InspectionPanel,
  args: { repair: job('inspection') },
  parameters: { route: '/manager/repairs/65f0a0000000000000007f01' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(
      mockOk(listInspectionTemplates, demoTemplates),
      mockOk(saveInspection, async (request) => {
        const body = (await request.json()) as SaveInspectionInput;
        sent(body);
        return makeInspection(generalTemplate, Object.fromEntries(body.points.map((point) => [generalTemplate.points.find((item) => item.id === point.id)!.label, { status: point.status, note: point.note ?? '' }])));
      }),
    );
  },
} satisfies Meta<typeof InspectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 'Kiểm tra', nothing filled yet: the general checklist opens; every point is rated, one urgent with a note, and saved. */
export const Empty: Story = {
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.inspections.staffNotYet)).toBeVisible();
    const dialog = await openForm(canvasElement, 'Ghi kết quả kiểm tra');
    await expect(dialog.getByRole('combobox', { name: /Mẫu kiểm tra/ })).toHaveDisplayValue('Kiểm tra tổng quát (12 hạng mục)');
    for (const [index, point] of generalTemplate.points.entries()) {
      await userEvent.click(pointGroup(dialog, point.label, index + 1).getByRole('radio', { name: 'Tốt' }));
    }
    const tyres = pointGroup(dialog, 'Lốp và áp suất lốp', 4);
    await userEvent.click(tyres.getByRole('radio', { name: 'Cần xử lý ngay' }));
    await userEvent.type(tyres.getByRole('textbox', { name: 'Ghi chú: Lốp và áp suất lốp' }), 'Lốp trước phải phồng hông.');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu kết quả' }));
    await expectToast(canvasElement, messages.inspections.saveSuccess, 'success');
    const body = sent.mock.calls[0]![0] as SaveInspectionInput;
    await expect(body.templateId).toBe(generalTemplate._id);
    // No inspection yet: the form started from version 0.
    await expect(body.version).toBe(0);
    await expect(body.points).toHaveLength(12);
    await expect(body.points[3]).toEqual({ id: generalTemplate.points[3]!.id, status: 'urgent', note: 'Lốp trước phải phồng hông.', photos: [] });
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog', { name: TITLE })).toBeNull());
  },
};

/** Every point needs a rating: the unrated ones say so and nothing is sent. */
export const RatingsMissing: Story = {
  async play({ canvasElement }) {
    const dialog = await openForm(canvasElement, 'Ghi kết quả kiểm tra');
    await userEvent.click(pointGroup(dialog, generalTemplate.points[0]!.label, 1).getByRole('radio', { name: 'Cần theo dõi' }));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(dialog.getAllByText(messages.inspections.statusRequired)).toHaveLength(11));
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Filled: the report in the checklist's order with its counts; the form opens with what was saved. */
export const Filled: Story = {
  args: { repair: job('diagnosis', demoInspection) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 cần xử lý ngay · 2 cần theo dõi · 8 tốt')).toBeVisible();
    await expect(canvas.getByText('Lốp trước phải phồng hông, cần thay ngay.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ảnh bước Kiểm tra – Lốp và áp suất lốp' })).toBeVisible();
    const dialog = await openForm(canvasElement, 'Sửa kết quả kiểm tra');
    const tyres = pointGroup(dialog, 'Lốp và áp suất lốp', 4);
    await expect(tyres.getByRole('radio', { name: 'Cần xử lý ngay' })).toBeChecked();
    await expect(tyres.getByRole('textbox', { name: 'Ghi chú: Lốp và áp suất lốp' })).toHaveValue('Lốp trước phải phồng hông, cần thay ngay.');
    await expect(pointGroup(dialog, 'Dầu máy', 5).getByRole('radio', { name: 'Tốt' })).toBeChecked();
  },
};

/** The server refuses (the job moved past 'Báo giá chi tiết' meanwhile): its words, and the form stays as filled. */
export const SaveError: Story = {
  args: { repair: job('quote', demoInspection) },
  beforeEach({ msw }) {
    msw.use(mockError(saveInspection, 409, messages.inspections.notEditable));
  },
  async play({ canvasElement }) {
    const dialog = await openForm(canvasElement, 'Sửa kết quả kiểm tra');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu kết quả' }));
    await expectToast(canvasElement, messages.inspections.notEditable, 'error');
    await expect(dialog.getByRole('form', { name: 'Kết quả kiểm tra xe' })).toBeVisible();
  },
};

/**
 * Someone else saved the inspection while this form was open (the server is at version 2, the
 * form opened version 1): the save names the version it saw, the 409's words are shown, and the
 * form stays as filled, nothing overwritten.
 */
export const StaleSave: Story = {
  args: { repair: job('inspection', demoInspection) },
  beforeEach({ msw }) {
    msw.use(
      http.put(saveInspection.path, async ({ request }) => {
        const body = (await request.json()) as SaveInspectionInput;
        sent(body);
        // As the server: only a save from the version it is at (2) is taken.
        if (body.version !== 2) return HttpResponse.json({ message: format(messages.inspections.stale, { version: 2 }), version: 2 }, { status: 409 });
        return HttpResponse.json(demoInspection);
      }),
    );
  },
  async play({ canvasElement }) {
    const dialog = await openForm(canvasElement, 'Sửa kết quả kiểm tra');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu kết quả' }));
    await expectToast(canvasElement, format(messages.inspections.stale, { version: 2 }), 'error');
    await expect((sent.mock.calls[0]![0] as SaveInspectionInput).version).toBe(demoInspection.version);
    await expect(dialog.getByRole('form', { name: 'Kết quả kiểm tra xe' })).toBeVisible();
  },
};

export const TemplatesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listInspectionTemplates));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ghi kết quả kiểm tra' }));
    await expect(await bodyOf(canvasElement).findByRole('status', { name: messages.common.loading })).toBeVisible();
  },
};

export const TemplatesLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listInspectionTemplates, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ghi kết quả kiểm tra' }));
    await expect(await bodyOf(canvasElement).findByText(messages.inspections.templatesLoadFailed)).toBeVisible();
  },
};

export const NoTemplates: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listInspectionTemplates, []));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ghi kết quả kiểm tra' }));
    await expect(await bodyOf(canvasElement).findByText(messages.inspections.noTemplates)).toBeVisible();
  },
};

/** Past 'Báo giá chi tiết' the report is read only. */
export const ReadOnly: Story = {
  args: { repair: job('repair', demoInspection) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 cần xử lý ngay · 2 cần theo dõi · 8 tốt')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sửa kết quả kiểm tra' })).toBeNull();
  },
};

/** At 375 px the three ratings sit side by side in each point and nothing scrolls sideways. */
export const Phone: Story = {
  args: { repair: job('inspection', demoInspection) },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const dialog = await openForm(canvasElement, 'Sửa kết quả kiểm tra');
    await expect(pointGroup(dialog, 'Lốp và áp suất lốp', 4).getByRole('radio', { name: 'Cần xử lý ngay' })).toBeChecked();
    await expectNoSideScroll(canvasElement);
  },
};
