import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listProductComments } from '../../contract/comments';
import { getLikeCount } from '../../contract/favorites';
import { HOTLINE } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { getProduct, listProducts } from '../../contract/products';
import { demoCommentsFor } from '../../mocks/data/comments';
import { demoLikeCount } from '../../mocks/data/likes';
import { demoProductBare, demoProductDetail, demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { relatedProducts } from './catalog-query';
import { LocationProbe } from '../../.storybook/location-probe';
import { ProductDetail } from './product-detail';

const product = demoProductDetail;

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/catalog/ProductDetail',
  tags: ['screen'],
  component: ProductDetail,
  args: { id: product._id, hotline: HOTLINE.display },
  parameters: { route: `/san-pham/${product._id}` },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      mockOk(getLikeCount, (_request, params) => demoLikeCount(String(params.productId))),
      mockOk(listProducts, demoProducts),
      mockOk(listProductComments, (_request, params) => demoCommentsFor(String(params.productId))),
    );
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(getProduct, product));
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: product.name }, slow)).toBeVisible();
    await step('price, description and specification rows', async () => {
      await expect(canvas.getByText('1.850.000 ₫')).toBeVisible();
      await expect(canvas.getByText(/Gói bảo dưỡng cấp trung/)).toBeVisible();
      for (const spec of product.specifications) {
        await expect(canvas.getByText(spec.label, { selector: 'dt' })).toBeVisible();
        await expect(canvas.getByText(spec.value, { selector: 'dd' })).toBeVisible();
      }
    });
    await step('thumbnails replace the main picture, which enlarges in a dialog', async () => {
      const count = 1 + product.subImages.length;
      const third = canvas.getByRole('button', { name: `Xem ảnh 3: ${product.name} – ảnh 3/${count}` });
      await userEvent.click(third);
      await expect(third).toHaveAttribute('aria-current', 'true');
      await userEvent.click(canvas.getByRole('button', { name: `Phóng to ảnh: ${product.name} – ảnh 3/${count}` }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', undefined, slow);
      await expect(within(dialog).getByRole('img', { name: `${product.name} – ảnh 3/${count}` })).toHaveAttribute('src', product.subImages[1]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), slow);
    });
    await step('consult button, comments and related services', async () => {
      await expect(canvas.getByRole('link', { name: 'Liên hệ tư vấn' })).toHaveAttribute('href', '/lien-he');
      await expect(await canvas.findByText('Trần Thị Mai', undefined, slow)).toBeVisible();
      const related = relatedProducts(demoProducts, product);
      const section = within(await canvas.findByRole('region', { name: 'Dịch vụ liên quan' }, slow));
      await expect(section.getAllByRole('article')).toHaveLength(related.length);
      await expect(section.getByRole('link', { name: related[0]!.name })).toHaveAttribute('href', `/san-pham/${related[0]!._id}`);
    });
  },
};

/** No picture, no specifications, no comments, no other service in its category. */
export const Bare: Story = {
  args: { id: demoProductBare._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getProduct, demoProductBare), mockOk(listProductComments, []), mockOk(listProducts, [demoProductBare]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: demoProductBare.name }, slow)).toBeVisible();
    await expect(await canvas.findByText(messages.comments.serviceEmpty, undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Thông số dịch vụ' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Dịch vụ liên quan' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getProduct));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

const errorToasts = (canvasElement: HTMLElement) => [...canvasElement.ownerDocument.body.querySelectorAll('li[data-severity="error"]')];

/** A service that does not exist: a notice, and back to the services list. */
export const NotFound: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getProduct, 404, messages.products.notFound));
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/san-pham$/), slow);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.products.notFound);
    await waitFor(() => expect(errorToasts(canvasElement).map((toast) => toast.textContent)).toContainEqual(expect.stringContaining(messages.products.notFound)), slow);
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getProduct, 500));
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/san-pham$/), slow);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.products.detailLoadFailed);
    await waitFor(() => expect(errorToasts(canvasElement).map((toast) => toast.textContent)).toContainEqual(expect.stringContaining(messages.products.detailLoadFailed)), slow);
  },
};

export const CommentsError: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getProduct, product), mockError(listProductComments, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.comments.loadFailed, undefined, slow)).toBeVisible();
  },
};
