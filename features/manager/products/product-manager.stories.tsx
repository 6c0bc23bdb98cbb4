import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listCategories } from '../../../contract/categories';
import { deleteComment, listProductComments } from '../../../contract/comments';
import { TEXT_CUT } from '../../../contract/constants';
import { format, messages } from '../../../contract/messages';
import { createProduct, deleteProduct, listProducts, setProductFeatured, SPECIFICATIONS_MAX, updateProduct } from '../../../contract/products';
import { demoCategories } from '../../../mocks/data/categories';
import { demoCommentsFor } from '../../../mocks/data/comments';
import { demoProducts, makeProduct } from '../../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { truncate } from '../truncated-text';
import { ProductManager } from './product-manager';
import { expectLoadFailed } from '../manager-story-kit';

/** 23 services: three pages of ten. */
const catalogue = [...demoProducts, ...Array.from({ length: Math.max(0, 23 - demoProducts.length) }, () => makeProduct())].slice(0, 23);
const first = catalogue[0]!;

const listHandler = (items = catalogue) =>
  mockPagedList(listProducts, items, {
    matches: (product, query) => {
      const min = query.get('minPrice');
      const max = query.get('maxPrice');
      const maxQuantity = query.get('maxQuantity');
      return (
        (maxQuantity === null || product.quantity <= Number(maxQuantity)) &&
        matchesWords(query.get('q'), product.name, product.category_id.name, product.description) &&
        (min === null || product.price >= Number(min)) &&
        (max === null || product.price <= Number(max))
      );
    },
  });

const sent = fn();
/** What getByText compares: the text with its whitespace runs as single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

const meta = {
  title: 'features/manager/products/ProductManager',
  tags: ['screen'],
  component: ProductManager,
  parameters: { route: '/manager/products' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(
      listHandler(),
      mockOk(listCategories, demoCategories),
      mockOk(listProductComments, (_request, params) => demoCommentsFor(String(params.productId))),
    );
  },
} satisfies Meta<typeof ProductManager>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Thêm dịch vụ' }));
  return within(canvasElement).findByRole('form', { name: 'Thêm dịch vụ' });
}

export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten services a page and the total', async () => {
      await expect(await canvas.findByText('Tổng số: 23 dịch vụ')).toBeVisible();
      await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(10));
    });
    await step('names cut to 10 characters and descriptions to 20 (spec 9), the whole name on hover', async () => {
      const row = within(canvas.getAllByRole('row')[1]!);
      const cutName = row.getByText(oneLine(truncate(first.name, TEXT_CUT.productNameManager)));
      await expect(cutName).toBeVisible();
      await expect(row.getByText(oneLine(truncate(first.description, TEXT_CUT.descriptionManager)))).toBeVisible();
      await userEvent.hover(cutName);
      await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(first.name);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
    });
    await step('the last page holds the other three', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
      await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(3));
    });
    await step('search by text in the category name, then a price range', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Tên, danh mục hoặc mô tả' }), 'bao duong');
      await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
      const expected = catalogue.filter((p) => matchesWords('bao duong', p.name, p.category_id.name, p.description)).length;
      await expect(await canvas.findByText(`Tổng số: ${expected} dịch vụ`)).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Giá từ (đồng)' }), '1000000');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Giá đến (đồng)' }), '2000000');
      await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
      const inRange = catalogue.filter((p) => matchesWords('bao duong', p.name, p.category_id.name, p.description) && p.price >= 1_000_000 && p.price <= 2_000_000);
      await expect(await canvas.findByText(`Tổng số: ${inRange.length} dịch vụ`)).toBeVisible();
    });
    await step('reset shows everything again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText('Tổng số: 23 dịch vụ')).toBeVisible();
    });
  },
};

export const PriceRangeInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 dịch vụ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Giá từ (đồng)' }), '900000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Giá đến/ }), '100000{Enter}');
    await expect(await canvas.findByText(messages.lists.priceRangeInvalid)).toBeVisible();
    await expect(canvas.getByText('Tổng số: 23 dịch vụ')).toBeVisible();
  },
};

/** Opened from the start page's "low on stock" figure: only services with 5 or fewer left, until the chip is removed. */
export const LowStockFromStartPage: Story = {
  parameters: { route: '/manager/products?maxQuantity=5' },
  beforeEach({ msw }) {
    msw.use(listHandler(catalogue.map((product, index) => (index < 3 ? { ...product, quantity: index * 2 } : product))));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 3 dịch vụ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Tồn kho ≤ 5' }));
    await expect(await canvas.findByText('Tổng số: 23 dịch vụ')).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 dịch vụ');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tên, danh mục hoặc mô tả' }), 'xe bay{Enter}');
    await expect(await canvas.findByText(messages.products.noSearchResults)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listProducts));
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
    await expect(await within(canvasElement).findByText(messages.products.empty)).toBeVisible();
    await expect(within(canvasElement).getByText('Tổng số: 0 dịch vụ')).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listProducts, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.products.managerListLoadFailed);
  },
};

export const InvalidData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listProducts.path, () => HttpResponse.json({ data: [] })));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.common.invalidData);
  },
};

/**
 * The switch moves at once; once the server says yes the list is read again (spec 4) and
 * shows what the server now holds. Were it not read again, the switch would fall back to
 * the list it was drawn from.
 */
export const FeaturedSaved: Story = {
  beforeEach({ msw }) {
    const held = catalogue.map((product) => ({ ...product }));
    msw.use(
      listHandler(held),
      mockOk(setProductFeatured, async (request, params) => {
        const { isFeatured } = (await request.json()) as { isFeatured: boolean };
        const product = held.find((item) => item._id === params.id)!;
        product.isFeatured = isFeatured;
        sent({ id: params.id, isFeatured });
        return product;
      }),
    );
  },
  async play({ canvasElement }) {
    const toggle = () => within(canvasElement).getByRole('switch', { name: `Nổi bật: ${first.name}` });
    await within(canvasElement).findByRole('switch', { name: `Nổi bật: ${first.name}` });
    const before = toggle().getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await userEvent.click(toggle());
    await expect(toggle()).toHaveAttribute('aria-checked', after);
    await expectToast(canvasElement, messages.products.featuredUpdateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ id: first._id, isFeatured: after === 'true' });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', after));
    await expect(toggle()).toBeEnabled();
  },
};

export const FeaturedRollback: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(setProductFeatured, 500));
  },
  async play({ canvasElement }) {
    const toggle = await within(canvasElement).findByRole('switch', { name: `Nổi bật: ${first.name}` });
    const before = toggle.getAttribute('aria-checked');
    await userEvent.click(toggle);
    await expectToast(canvasElement, messages.products.featuredUpdateFailed, 'error');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', before));
  },
};

export const CreateRequiredFields: Story = {
  async play({ canvasElement }) {
    const form = within(await openForm(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Thêm dịch vụ' }));
    await waitFor(() => expect(form.getAllByText(messages.validation.enterAllFields).length).toBeGreaterThanOrEqual(4));
    await expect(form.getByRole('textbox', { name: /Tên dịch vụ/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ImageTooLarge: Story = {
  async play({ canvasElement }) {
    const form = within(await openForm(canvasElement));
    const big = new File([new Uint8Array(5_000_001)], 'xe.jpg', { type: 'image/jpeg' });
    await userEvent.upload(form.getByLabelText('Ảnh chính'), big);
    await expect(await form.findByText(messages.validation.imageTooLarge)).toBeVisible();
  },
};

async function fillNewService(canvasElement: HTMLElement) {
  const form = within(await openForm(canvasElement));
  await userEvent.type(form.getByRole('textbox', { name: /Tên dịch vụ/ }), 'Phủ gầm chống rỉ');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Danh mục/ }), demoCategories[0]!._id);
  await userEvent.type(form.getByRole('textbox', { name: /^Giá \(đồng\)/ }), '1500000');
  await userEvent.type(form.getByRole('spinbutton', { name: /Số lượng/ }), '12');
  await userEvent.type(form.getByRole('textbox', { name: /Mô tả/ }), 'Phủ gầm bằng sơn cao su non, chống rỉ và giảm ồn.');
  return form;
}

export const CreateSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(createProduct, async (request) => {
        const payload = (await request.json()) as Record<string, unknown>;
        sent(payload);
        return makeProduct({ name: String(payload.name) });
      }),
    );
  },
  async play({ canvasElement }) {
    const form = await fillNewService(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Thêm dịch vụ' }));
    await expectToast(canvasElement, messages.products.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ name: 'Phủ gầm chống rỉ', price: 1_500_000, quantity: 12, category_id: demoCategories[0]!._id }));
    await expect(within(canvasElement).getByRole('tab', { name: 'Danh sách' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const CreateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createProduct, 500));
  },
  async play({ canvasElement }) {
    const form = await fillNewService(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Thêm dịch vụ' }));
    await expectToast(canvasElement, messages.products.createFailed, 'error');
    await expect(form.getByRole('textbox', { name: /Tên dịch vụ/ })).toHaveValue('Phủ gầm chống rỉ');
  },
};

async function editFirst(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Sửa ${first.name}` }));
  return within(await within(canvasElement).findByRole('form', { name: `Sửa dịch vụ ${first.name}` }));
}

export const EditWithComments: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(updateProduct, async (request) => {
        sent(await request.json());
        return first;
      }),
    );
  },
  async play({ canvasElement, step }) {
    const form = await editFirst(canvasElement);
    await step('the form tab is filled with the service, its comments below', async () => {
      await expect(within(canvasElement).getByRole('tab', { name: 'Sửa dịch vụ' })).toHaveAttribute('aria-selected', 'true');
      await expect(form.getByRole('textbox', { name: /Tên dịch vụ/ })).toHaveValue(first.name);
      await expect(await within(canvasElement).findByText(demoCommentsFor(first._id)[0]!.comment)).toBeVisible();
    });
    await step('saving keeps the pictures and sends numbers', async () => {
      const price = form.getByRole('textbox', { name: /^Giá \(đồng\)/ });
      await userEvent.clear(price);
      await userEvent.type(price, '700000');
      await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
      await expectToast(canvasElement, messages.products.updateSuccess, 'success');
      await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ price: 700_000, image: first.image, subImages: first.subImages }));
    });
  },
};

export const EditNoComments: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listProductComments, []));
  },
  async play({ canvasElement }) {
    await editFirst(canvasElement);
    await expect(await within(canvasElement).findByText(messages.comments.empty)).toBeVisible();
  },
};

export const EditRequiredFields: Story = {
  async play({ canvasElement }) {
    const form = await editFirst(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: /Tên dịch vụ/ }));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expect(await form.findByText(messages.validation.fillAllFields)).toBeVisible();
  },
};

/** The rows customers see on the detail page: moved, removed and added, then sent in their new order. */
export const EditSpecifications: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(updateProduct, async (request) => {
        sent(await request.json());
        return first;
      }),
    );
  },
  async play({ canvasElement, step }) {
    const form = await editFirst(canvasElement);
    const [duration, warranty, applies] = first.specifications;
    const label = (row: number) => form.getByRole('textbox', { name: `Tên thông số ${row}` });
    const value = (row: number) => form.getByRole('textbox', { name: `Giá trị thông số ${row}` });
    await step('the rows of the service, in the order the detail page lists them', async () => {
      await expect(label(1)).toHaveValue(duration!.label);
      await expect(value(1)).toHaveValue(duration!.value);
      await expect(label(3)).toHaveValue(applies!.label);
      await expect(form.getByRole('button', { name: 'Chuyển thông số 1 lên' })).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Chuyển thông số 3 xuống' })).toBeDisabled();
    });
    await step('the last row moves up, the keyboard staying on it', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Chuyển thông số 3 lên' }));
      await expect(label(2)).toHaveValue(applies!.label);
      await expect(label(3)).toHaveValue(warranty!.label);
      await waitFor(() => expect(form.getByRole('button', { name: 'Chuyển thông số 2 lên' })).toHaveFocus());
    });
    await step('the first row goes', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Xóa thông số 1' }));
      await expect(form.getAllByRole('textbox', { name: /^Tên thông số/ })).toHaveLength(2);
      await expect(label(1)).toHaveValue(applies!.label);
    });
    await step('a new row is added at the end and typed into', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Thêm thông số' }));
      await waitFor(() => expect(label(3)).toHaveFocus());
      await userEvent.keyboard('Phụ tùng');
      await userEvent.type(value(3), 'Chính hãng');
    });
    await step('saving sends the rows as they now stand', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
      await expectToast(canvasElement, messages.products.updateSuccess, 'success');
      await expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          specifications: [applies, warranty, { label: 'Phụ tùng', value: 'Chính hãng' }],
        }),
      );
    });
  },
};

/** A row needs both halves: the missing one is marked and nothing is sent. */
export const SpecificationIncomplete: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(createProduct, async (request) => {
        sent(await request.json());
        return makeProduct();
      }),
    );
  },
  async play({ canvasElement }) {
    const form = await fillNewService(canvasElement);
    await expect(form.getByText('Chưa có thông số nào.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Thêm thông số' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Tên thông số 1' }), 'Bảo hành');
    await userEvent.click(form.getByRole('button', { name: 'Thêm dịch vụ' }));
    await expect(await form.findByText(messages.products.specificationIncomplete)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Giá trị thông số 1' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Tên thông số 1' })).not.toHaveAttribute('aria-invalid');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server's own refusal (a value longer than it keeps) is shown in its words; the form stays filled. */
export const SpecificationRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateProduct, 400, format(messages.products.specificationValueTooLong, { max: 300 })));
  },
  async play({ canvasElement }) {
    const form = await editFirst(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, format(messages.products.specificationValueTooLong, { max: 300 }), 'error');
    await expect(form.getByRole('textbox', { name: 'Tên thông số 1' })).toHaveValue(first.specifications[0]!.label);
  },
};

/** At the limit the add button is off: the server would refuse one more row. */
export const SpecificationsAtLimit: Story = {
  beforeEach({ msw }) {
    const full = { ...first, specifications: Array.from({ length: SPECIFICATIONS_MAX }, (_, index) => ({ label: `Hạng mục ${index + 1}`, value: 'Có' })) };
    msw.use(listHandler([full, ...catalogue.slice(1)]));
  },
  async play({ canvasElement }) {
    const form = await editFirst(canvasElement);
    await expect(form.getAllByRole('textbox', { name: /^Tên thông số/ })).toHaveLength(SPECIFICATIONS_MAX);
    await expect(form.getByRole('button', { name: 'Thêm thông số' })).toBeDisabled();
  },
};

export const DeleteComment: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteComment, { message: messages.comments.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await editFirst(canvasElement);
    const [comment] = demoCommentsFor(first._id);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^Xóa bình luận ${comment!.comment.slice(0, 20)}`) }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Hành động này không thể hoàn tác.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
    await expectToast(canvasElement, messages.comments.deleteSuccess, 'success');
  },
};

export const DeleteCommentFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteComment, 500));
  },
  async play({ canvasElement }) {
    await editFirst(canvasElement);
    const [comment] = demoCommentsFor(first._id);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^Xóa bình luận ${comment!.comment.slice(0, 20)}`) }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await expectToast(canvasElement, messages.comments.deleteFailed, 'error');
  },
};

export const DeleteProduct: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteProduct, { message: messages.products.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xóa dịch vụ ${first.name}` }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText(`Bạn có chắc muốn xóa dịch vụ "${first.name}"?`)).toBeVisible();
    await expect(dialog.getByText('Hành động này không thể hoàn tác.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
    await expectToast(canvasElement, messages.products.deleteSuccess, 'success');
  },
};

export const DeleteProductFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteProduct, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xóa dịch vụ ${first.name}` }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await expectToast(canvasElement, messages.products.deleteFailed, 'error');
  },
};

export const CategoriesLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listCategories, 500));
  },
  async play({ canvasElement }) {
    await openForm(canvasElement);
    await expect(await within(canvasElement).findByText(messages.products.managerCategoriesLoadFailed)).toBeVisible();
  },
};
