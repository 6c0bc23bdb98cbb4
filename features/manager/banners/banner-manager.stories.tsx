import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createBanner, deleteBanner, listBanners, updateBanner, type Banner } from '../../../contract/banners';
import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { managerBanners } from '../../../mocks/data/manager-pages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, editRow, expectListTab, expectLoadFailed, expectPaging, openAddForm, phonePlay, pngFile, rowTexts, tooLargeFile } from '../manager-story-kit';
import { BannerManager } from './banner-manager';

const first = managerBanners[0]!;
const sent = fn();
const listHandler = (items: Banner[] = managerBanners) => mockPagedList(listBanners, items);
const echo = async (request: Request) => {
  sent(await request.json());
  return { ...first, image: '/media/banner-moi.png' };
};
const total = (n: number) => `Tổng số: ${n} banner`;

const meta = {
  title: 'features/manager/banners/BannerManager',
  tags: ['screen'],
  component: BannerManager,
  parameters: { route: '/manager/banner' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(listHandler());
  },
} satisfies Meta<typeof BannerManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 13 banners: ten on page 1, three on page 2, each with its picture, title (or 'Chỉ có ảnh') and dates. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    await expectPaging(canvasElement, total(managerBanners.length), 2, 3);
    await expect(rowTexts(canvasElement)[0]).toContain(formatDate(first.createdAt));
    await expect(rowTexts(canvasElement)[0]).toContain(first.title!);
    await expect(rowTexts(canvasElement)[3]).toContain('Chỉ có ảnh');
    await expect(within(canvasElement).getByRole('img', { name: 'Banner số 1' })).toHaveAttribute('src', `${first.image}?w=320`);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listBanners));
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
    await expect(await within(canvasElement).findByText(messages.banners.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listBanners, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.banners.listLoadFailed);
  },
};

const openForm = (canvasElement: HTMLElement) => openAddForm(canvasElement, 'Thêm banner', 'Thêm banner');

export const ImageRequired: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await expect(form.getByText('Chưa chọn ảnh')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expect(await form.findByText(messages.banners.imageRequired)).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const ImageTooLarge: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), tooLargeFile());
    await expect(await form.findByText(messages.validation.imageTooLarge)).toBeVisible();
    await expect(form.getByText('Chưa chọn ảnh')).toBeVisible();
  },
};

/** The picked picture previews at the home page's 20:7 and is sent as a data URL. */
export const CreateSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createBanner, echo));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile('khuyen-mai.png'));
    const preview = await form.findByRole('img', { name: 'Xem trước banner trên trang chủ' });
    await expect(preview).toBeVisible();
    await waitFor(() => expect(preview.getBoundingClientRect().width / preview.getBoundingClientRect().height).toBeCloseTo(20 / 7, 1));
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expectToast(canvasElement, messages.banners.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ image: expect.stringMatching(/^data:image\/png;base64,/), title: null, description: null, buttonLabel: null, link: null });
    await expectListTab(canvasElement);
  },
};

/** Headline, text, button and link go with the picture, trimmed. */
export const CreateWithText: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createBanner, echo));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile('khuyen-mai.png'));
    await form.findByRole('img', { name: 'Xem trước banner trên trang chủ' });
    await userEvent.type(form.getByLabelText('Tiêu đề'), '  Thay lốp – tặng cân bằng động ');
    await userEvent.type(form.getByLabelText('Mô tả'), 'Áp dụng cho lốp Michelin và Bridgestone.');
    await userEvent.type(form.getByLabelText('Chữ trên nút'), 'Đặt lịch ngay');
    await userEvent.type(form.getByLabelText('Liên kết (ví dụ /lien-he)'), '/lien-he');
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expectToast(canvasElement, messages.banners.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({
      image: expect.stringMatching(/^data:image\/png;base64,/),
      title: 'Thay lốp – tặng cân bằng động',
      description: 'Áp dụng cho lốp Michelin và Bridgestone.',
      buttonLabel: 'Đặt lịch ngay',
      link: '/lien-he',
    });
  },
};

/** A link to another site (or a script) is refused before anything is sent. */
export const LinkInvalid: Story = {
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile());
    await form.findByRole('img', { name: 'Xem trước banner trên trang chủ' });
    await userEvent.type(form.getByLabelText('Liên kết (ví dụ /lien-he)'), 'https://example.com');
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expect(await form.findByText(messages.banners.linkInvalid)).toBeVisible();
    await expect(form.getByLabelText('Liên kết (ví dụ /lien-he)')).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createBanner, 400, messages.validation.imageInvalidType));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile());
    await form.findByRole('img', { name: 'Xem trước banner trên trang chủ' });
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expectToast(canvasElement, messages.validation.imageInvalidType, 'error');
    await expect(form.getByRole('img', { name: 'Xem trước banner trên trang chủ' })).toBeVisible();
  },
};

export const CreateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createBanner, 500));
  },
  async play({ canvasElement }) {
    const form = await openForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile());
    await form.findByRole('img', { name: 'Xem trước banner trên trang chủ' });
    await userEvent.click(form.getByRole('button', { name: 'Thêm banner' }));
    await expectToast(canvasElement, messages.common.genericRetry, 'error');
  },
};

const editForm = (canvasElement: HTMLElement) => editRow(canvasElement, 'banner số 1', 'Sửa banner', 'Sửa banner');

/** No new file: the form shows the current picture and texts, sends null for the picture (kept) and the texts. */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateBanner, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await expect(form.getByRole('img', { name: 'Xem trước banner trên trang chủ' })).toHaveAttribute('src', first.image);
    await expect(form.getByLabelText('Tiêu đề')).toHaveValue(first.title);
    await expect(form.getByLabelText('Liên kết (ví dụ /lien-he)')).toHaveValue(first.link);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.banners.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ image: null, title: first.title, description: first.description, buttonLabel: first.buttonLabel, link: first.link });
    await expectListTab(canvasElement);
  },
};

/** Emptying the texts sends null: the banner becomes picture only. */
export const EditClearText: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateBanner, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    for (const label of ['Tiêu đề', 'Mô tả', 'Chữ trên nút', 'Liên kết (ví dụ /lien-he)']) await userEvent.clear(form.getByLabelText(label));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.banners.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ image: null, title: null, description: null, buttonLabel: null, link: null });
  },
};

export const EditNewPicture: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateBanner, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.upload(form.getByLabelText(/^Ảnh banner/), pngFile());
    await waitFor(() => expect(form.getByRole('img', { name: 'Xem trước banner trên trang chủ' }).getAttribute('src')).toMatch(/^data:image\/png/));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.banners.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ image: expect.stringMatching(/^data:image\/png;base64,/), title: first.title }));
  },
};

/** Removing the picture without picking another is refused: a banner is a picture. */
export const EditImageRequired: Story = {
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Xóa ảnh 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expect(await form.findByText(messages.banners.imageRequired)).toBeVisible();
  },
};

export const EditNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateBanner, 404, 'Không tìm thấy.'));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.banners.notFound, 'error');
  },
};

export const EditFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateBanner, 500));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.banners.updateFailed, 'error');
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteBanner, { message: messages.banners.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'banner', name: 'số 1', toast: messages.banners.deleteSuccess, severity: 'success' });
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteBanner, 500));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'banner', name: 'số 1', toast: messages.banners.deleteFailed, severity: 'error' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await phonePlay(canvasElement, total(managerBanners.length), 'Thêm banner');
  },
};
