import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { getPricing, listServicePackages } from '../../../contract/service-packages';
import { demoParts } from '../../../mocks/data/parts';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { partsHandlers } from '../../../mocks/parts-handlers';
import { packageStore, servicePackageHandlers, type PackageStore } from '../../../mocks/service-package-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, expectListTab, expectLoadFailed, expectNoSideScroll, rowTexts } from '../manager-story-kit';
import { ServicePackagesScreen } from './service-packages-screen';

let store: PackageStore = packageStore();
const calls = { created: fn(), updated: fn(), pricingSaved: fn() };

const meta = {
  title: 'features/manager/service-packages/ServicePackagesScreen',
  tags: ['screen'],
  component: ServicePackagesScreen,
  args: { isMaster: true },
  parameters: { route: '/manager/service-packages' },
  beforeEach({ msw }) {
    store = packageStore();
    for (const call of Object.values(calls)) call.mockClear();
    msw.use(...servicePackageHandlers(store, calls), ...partsHandlers({ parts: [...demoParts], movements: [] }));
  },
} satisfies Meta<typeof ServicePackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const addForm = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Thêm gói' }));
  return within(await within(canvasElement).findByRole('form', { name: 'Thêm gói dịch vụ' }));
};
const line = (form: ReturnType<typeof within>, n: number) => within(form.getByRole('listitem', { name: `Hạng mục ${n}` }));

/** The packages by name, each with its lines: hours of labour, parts with their SKU and quantity. */
export const Packages: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 3 gói')).toBeVisible();
    const rows = rowTexts(canvasElement);
    await expect(rows.map((row) => row.split('Công')[0])).toEqual(['Bảo dưỡng 10.000 km', 'Thay dầu + lọc', 'Thay má phanh trước']);
    await expect(rows[0]).toContain('Công bảo dưỡng 10.000 km: 1,5 giờ');
    await expect(rows[0]).toContain('Dầu động cơ 5W-30 (DAU-5W30) × 4');
    await expect(canvas.getByRole('button', { name: 'Sửa Thay má phanh trước' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    store.packages = [];
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.packages.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listServicePackages));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Đang tải...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listServicePackages, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.packages.loadFailed);
  },
};

/** A new package: labour typed '1,5' hours, a part found by name and picked, saved, and in the list. */
export const CreatePackage: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const form = await addForm(canvasElement);
    await userEvent.type(form.getByLabelText(/Tên gói dịch vụ/), 'Bảo dưỡng 20.000 km');
    await step('labour by the hour, as typed', async () => {
      const first = line(form, 1);
      await userEvent.type(first.getByLabelText(/Nội dung/), 'Công bảo dưỡng 20.000 km');
      await userEvent.type(first.getByLabelText(/Số giờ/), '2,5');
    });
    await step('a part of the store, its name as the line\'s', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Thêm phụ tùng' }));
      const second = line(form, 2);
      await userEvent.type(second.getByRole('searchbox', { name: /Phụ tùng hạng mục 2/ }), 'bugi');
      await userEvent.click(await second.findByRole('button', { name: /BUGI-IK20/ }));
      await expect(second.getByLabelText(/Nội dung/)).toHaveValue('Bugi Iridium IK20');
      await userEvent.clear(second.getByLabelText(/Số lượng/));
      await userEvent.type(second.getByLabelText(/Số lượng/), '4');
    });
    await userEvent.click(form.getByRole('button', { name: 'Thêm gói dịch vụ' }));
    await expectToast(canvasElement, messages.packages.created, 'success');
    await expect(calls.created).toHaveBeenCalledWith({
      name: 'Bảo dưỡng 20.000 km',
      lines: [
        { kind: 'labour', description: 'Công bảo dưỡng 20.000 km', quantity: 2.5, partId: null },
        { kind: 'part', description: 'Bugi Iridium IK20', quantity: 4, partId: demoParts.find((part) => part.sku === 'BUGI-IK20')!._id },
      ],
    });
    await expectListTab(canvasElement);
    await expect(await within(canvasElement).findByText('Tổng số: 4 gói')).toBeVisible();
  },
};

/** Nothing sent while a field is wrong: each says so in the contract's words, beside it. */
export const InvalidFields: Story = {
  async play({ canvasElement }) {
    const form = await addForm(canvasElement);
    await userEvent.type(line(form, 1).getByLabelText(/Số giờ/), '150');
    await userEvent.click(form.getByRole('button', { name: 'Thêm phụ tùng' }));
    await userEvent.type(line(form, 2).getByLabelText(/Nội dung/), 'Lọc gió');
    await userEvent.clear(line(form, 2).getByLabelText(/Số lượng/));
    await userEvent.type(line(form, 2).getByLabelText(/Số lượng/), '1,5');
    await userEvent.click(form.getByRole('button', { name: 'Thêm gói dịch vụ' }));
    await expect(await form.findByText(messages.packages.nameRequired)).toBeVisible();
    await expect(line(form, 1).getByText(messages.quotes.descriptionRequired)).toBeVisible();
    await expect(line(form, 1).getByText(format(messages.packages.hoursInvalid, { max: 100 }))).toBeVisible();
    await expect(line(form, 2).getByText(messages.packages.partRequired)).toBeVisible();
    await expect(line(form, 2).getByText(format(messages.packages.quantityInvalid, { max: 1000 }))).toBeVisible();
    await expect(calls.created).not.toHaveBeenCalled();
  },
};

/** Only the part picker: found by SKU, picked, changed again. */
export const PartPicked: Story = {
  async play({ canvasElement }) {
    const form = await addForm(canvasElement);
    await userEvent.selectOptions(line(form, 1).getByLabelText('Loại'), 'part');
    const first = line(form, 1);
    await userEvent.type(first.getByRole('searchbox', { name: /Phụ tùng hạng mục 1/ }), 'LD-TOY');
    const choice = await first.findByRole('button', { name: /LD-TOY-01/ });
    await expect(choice).toHaveTextContent(`Giá vốn ${moneyText(78_000)}`);
    await userEvent.click(choice);
    await expect(first.getByText('Lọc dầu động cơ Toyota Vios')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Đổi phụ tùng LD-TOY-01' })).toBeVisible();
    await expect(first.getByLabelText(/Nội dung/)).toHaveValue('Lọc dầu động cơ Toyota Vios');
  },
};

/** A name another package has (case aside): the server's 409 is said beside the name. */
export const NameTaken: Story = {
  async play({ canvasElement }) {
    const form = await addForm(canvasElement);
    await userEvent.type(form.getByLabelText(/Tên gói dịch vụ/), 'THAY DẦU + LỌC');
    await userEvent.type(line(form, 1).getByLabelText(/Nội dung/), 'Công thay dầu');
    await userEvent.type(line(form, 1).getByLabelText(/Số giờ/), '0,5');
    await userEvent.click(form.getByRole('button', { name: 'Thêm gói dịch vụ' }));
    const message = format(messages.packages.nameTaken, { name: 'THAY DẦU + LỌC' });
    await expect(await form.findByText(message)).toBeVisible();
    await expect(form.getByLabelText(/Tên gói dịch vụ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(store.packages).toHaveLength(3);
  },
};

/** Someone saved the package since it was opened: the 409 says so and nothing is overwritten. */
export const StaleEdit: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sửa Thay dầu + lọc' }));
    const form = within(await canvas.findByRole('form', { name: 'Sửa gói dịch vụ Thay dầu + lọc' }));
    await expect(form.getByLabelText(/Tên gói dịch vụ/)).toHaveValue('Thay dầu + lọc');
    await expect(line(form, 1).getByLabelText(/Số giờ/)).toHaveValue('0,5');
    // Another master's save, meanwhile.
    const other = store.packages.find((pack) => pack.name === 'Thay dầu + lọc')!;
    other.version = 2;
    await userEvent.clear(line(form, 1).getByLabelText(/Số giờ/));
    await userEvent.type(line(form, 1).getByLabelText(/Số giờ/), '0,75');
    await userEvent.click(form.getByRole('button', { name: 'Lưu gói' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(format(messages.packages.stale, { version: 2 }));
    await expect(calls.updated).toHaveBeenCalledWith(other._id, expect.objectContaining({ version: 1 }));
    await expect(other.lines[0]!.quantity).toBe(0.5);
  },
};

export const DeletePackage: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByText('Tổng số: 3 gói');
    await confirmDelete(canvasElement, { noun: 'gói dịch vụ', name: 'Thay má phanh trước', toast: messages.packages.deleted, severity: 'success' });
    await expect(await within(canvasElement).findByText('Tổng số: 2 gói')).toBeVisible();
  },
};

/** An admin reads the packages and the prices; nothing to change. */
export const AdminReadOnly: Story = {
  args: { isMaster: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 3 gói')).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Thêm gói' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Sửa / })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Đơn giá' }));
    const form = within(await canvas.findByRole('form', { name: 'Đơn giá giờ công và bảng lợi nhuận phụ tùng' }));
    await expect(form.getByText(messages.packages.masterOnly)).toBeVisible();
    await expect(form.getByLabelText(/Chi nhánh Quận 12/)).toBeDisabled();
    await expect(form.queryByRole('button', { name: 'Lưu đơn giá' })).toBeNull();
  },
};

/** The master sets a branch's rate typed '320.000' and a band's percent '35'; the server stores numbers. */
export const PricingSaved: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Đơn giá' }));
    const form = within(await canvas.findByRole('form', { name: 'Đơn giá giờ công và bảng lợi nhuận phụ tùng' }));
    const quan12 = form.getByLabelText(/Chi nhánh Quận 12/);
    await expect(quan12).toHaveValue('300.000');
    await expect(form.getByText(`Đang dùng mức chung ${moneyText(250_000)}.`)).toBeVisible();
    await userEvent.clear(quan12);
    await userEvent.type(quan12, '320000');
    await expect(quan12).toHaveValue('320.000');
    const first = within(form.getByRole('listitem', { name: 'Mức 1' }));
    await userEvent.clear(first.getByLabelText(/Lợi nhuận/));
    await userEvent.type(first.getByLabelText(/Lợi nhuận/), '35');
    await expect(within(form.getByRole('listitem', { name: 'Mức 4' })).getByText(`Trên ${moneyText(10_000_000)} trở lên`)).toBeVisible();
    // Cost 185.000 at +35 % is 249.750, rounded up to the thousand.
    await userEvent.type(form.getByLabelText('Thử với giá vốn (đồng)'), '185000');
    await expect(form.getByText(moneyText(250_000))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Lưu đơn giá' }));
    await expectToast(canvasElement, messages.packages.pricingSaved, 'success');
    // Read by the contract's schema before sending: numbers, as the server stores them.
    await expect(calls.pricingSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        labourRates: [
          { branch: 'quan-12', rate: 320_000 },
          { branch: 'thu-duc', rate: 250_000 },
        ],
      }),
    );
    await waitFor(() => expect(store.pricing.labourRates[0]).toEqual({ branch: 'quan-12', rate: 320_000, own: true }));
    await expect(store.pricing.markupBands[0]).toEqual({ upTo: 500_000, percent: 35 });
  },
};

/** Bands that do not rise are refused before sending, in the contract's words. */
export const PricingBandInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Đơn giá' }));
    const form = within(await canvas.findByRole('form', { name: 'Đơn giá giờ công và bảng lợi nhuận phụ tùng' }));
    const second = within(form.getByRole('listitem', { name: 'Mức 2' }));
    await userEvent.clear(second.getByLabelText(/Giá vốn đến/));
    await userEvent.type(second.getByLabelText(/Giá vốn đến/), '300000');
    const third = within(form.getByRole('listitem', { name: 'Mức 3' }));
    await userEvent.clear(third.getByLabelText(/Lợi nhuận/));
    await userEvent.type(third.getByLabelText(/Lợi nhuận/), '600');
    await userEvent.click(form.getByRole('button', { name: 'Lưu đơn giá' }));
    await expect(await form.findByText(messages.packages.markupBandsInvalid)).toBeVisible();
    await expect(third.getByText(messages.packages.markupPercentInvalid)).toBeVisible();
    await expect(calls.pricingSaved).not.toHaveBeenCalled();
  },
};

export const PricingLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getPricing, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Đơn giá' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.some((alert) => alert.textContent?.includes(messages.packages.pricingLoadFailed))).toBe(true);
  },
};

/** A phone: the rows become cards, the editor and the bands fit, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 3 gói');
    await expectNoSideScroll(canvasElement);
    const form = await addForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Thêm phụ tùng' }));
    await expectNoSideScroll(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Đơn giá' }));
    await canvas.findByRole('form', { name: 'Đơn giá giờ công và bảng lợi nhuận phụ tùng' });
    await expectNoSideScroll(canvasElement);
  },
};
