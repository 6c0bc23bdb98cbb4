import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { demoParts } from '../../../mocks/data/parts';
import { PartForm } from './part-form';

const part = demoParts.find((item) => item.sku === 'MP-TRC-02')!;

const meta = {
  title: 'features/manager/parts/PartForm',
  component: PartForm,
  args: { part: null, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof PartForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });

/** Vietnamese typed numbers are read as the server reads them; the SKU goes in capitals. */
export const New: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Mã phụ tùng/), 'bd-01');
    await userEvent.type(field(canvasElement, /Tên phụ tùng/), 'Bố thắng đĩa trước');
    await userEvent.type(field(canvasElement, /^Hãng/), 'Bendix');
    await userEvent.clear(field(canvasElement, /Đơn vị tính/));
    await userEvent.type(field(canvasElement, /Đơn vị tính/), 'bộ');
    await userEvent.type(field(canvasElement, /Giá bán/), '200000');
    await expect(field(canvasElement, /Giá bán/)).toHaveValue('200.000');
    await userEvent.type(field(canvasElement, /Giá vốn ban đầu/), '150.000');
    await userEvent.clear(field(canvasElement, /Mức đặt lại Quận 12/));
    await userEvent.type(field(canvasElement, /Mức đặt lại Quận 12/), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm phụ tùng' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        sku: 'BD-01',
        name: 'Bố thắng đĩa trước',
        brand: 'Bendix',
        unit: 'bộ',
        salePrice: 200_000,
        costPrice: 150_000,
        productId: null,
        reorderPoints: [
          { branch: 'quan-12', reorderPoint: 5 },
          { branch: 'thu-duc', reorderPoint: 0 },
        ],
      }),
    );
  },
};

/** Nothing typed: each field says what it needs, in the contract's words, and nothing is sent. */
export const RequiredFields: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm phụ tùng' }));
    await expect(await canvas.findByText(messages.parts.skuRequired)).toBeVisible();
    await expect(canvas.getByText(messages.parts.nameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.parts.priceInvalid)).toBeVisible();
    await expect(field(canvasElement, /Mã phụ tùng/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A SKU with diacritics, a price with a decimal comma and a negative reorder point are refused before sending. */
export const InvalidValues: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Mã phụ tùng/), 'bố-01');
    await userEvent.type(field(canvasElement, /Tên phụ tùng/), 'Bố thắng');
    await userEvent.type(field(canvasElement, /Giá bán/), '1,5');
    await userEvent.clear(field(canvasElement, /Mức đặt lại Thủ Đức/));
    await userEvent.type(field(canvasElement, /Mức đặt lại Thủ Đức/), '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm phụ tùng' }));
    await expect(await canvas.findByText(messages.parts.skuInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.parts.priceInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.parts.reorderPointInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An edit shows the part, its stock per branch and the cost as received; it sends the version it read. */
export const Edit: Story = {
  args: { part },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, /Giá bán/)).toHaveValue('850.000');
    await expect(field(canvasElement, /Giá vốn/)).toHaveAttribute('readonly');
    const quan12 = within(canvas.getByRole('group', { name: 'Tồn kho Quận 12' }));
    await expect(quan12.getByText('Sắp hết hàng')).toBeVisible();
    await expect(quan12.getByText('Còn dùng được').nextElementSibling).toHaveTextContent('2 bộ');
    await expect(within(canvas.getByRole('group', { name: 'Tồn kho Thủ Đức' })).queryByText('Sắp hết hàng')).toBeNull();
    await userEvent.clear(field(canvasElement, /Mức đặt lại Quận 12/));
    await userEvent.type(field(canvasElement, /Mức đặt lại Quận 12/), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Cập nhật' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        sku: part.sku,
        name: part.name,
        brand: part.brand,
        unit: part.unit,
        salePrice: part.salePrice,
        productId: null,
        archived: false,
        version: part.version,
        reorderPoints: [
          { branch: 'quan-12', reorderPoint: 2 },
          { branch: 'thu-duc', reorderPoint: 4 },
        ],
      }),
    );
  },
};

/** Sold in the shop as one of its services: the part's stock becomes that service's quantity. */
export const SoldAsAShopService: Story = {
  args: { shopChoices: [{ _id: '65f000000000000000000c01', name: 'Thay ắc quy khô 12V' }, { _id: '65f000000000000000000c02', name: 'Thay dầu phanh DOT 4' }] },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Mã phụ tùng/), 'AQ-70');
    await userEvent.type(field(canvasElement, /Tên phụ tùng/), 'Ắc quy 70Ah');
    await userEvent.type(field(canvasElement, /Giá bán/), '2.150.000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Bán trên cửa hàng/ }), 'Thay ắc quy khô 12V');
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm phụ tùng' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sku: 'AQ-70', salePrice: 2_150_000, productId: '65f000000000000000000c01' })));
  },
};
