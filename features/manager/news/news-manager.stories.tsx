import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXT_CUT } from '../../../contract/constants';
import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { createNews, deleteNews, listNews, updateNews, type News } from '../../../contract/news';
import { managerNews } from '../../../mocks/data/manager-pages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, editRow, expectListTab, expectLoadFailed, expectPaging, openAddForm, phonePlay, pngFile, rowTexts, search, tooLargeFile } from '../manager-story-kit';
import { truncate } from '../truncated-text';
import { NewsManager } from './news-manager';

const first = managerNews[0]!;
const withPicture = managerNews.find((news) => news.image !== null && news.title.length <= TEXT_CUT.newsTitle)!;
const sent = fn();
const listHandler = (items: News[] = managerNews) => mockPagedList(listNews, items, { matches: (news, query) => matchesWords(query.get('q'), news.title, news.content) });
const echo = async (request: Request) => {
  const body = (await request.json()) as { title: string; content: string; image: string | null };
  sent(body);
  return { ...first, title: body.title, content: body.content, image: first.image };
};
const total = (n: number) => `Tổng số: ${n} tin tức`;
/** What getByText compares: the text with its whitespace runs as single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'features/manager/news/NewsManager',
  tags: ['screen'],
  component: NewsManager,
  parameters: { route: '/manager/news' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(listHandler());
  },
} satisfies Meta<typeof NewsManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten articles a page over 23, with their dates', async () => {
      await expectPaging(canvasElement, total(managerNews.length), 3, 3);
      await expect(rowTexts(canvasElement)[0]).toContain(formatDate(first.createdAt));
    });
    await step('the title is cut to 30 characters and the content to 100, whole on hover or focus', async () => {
      const row = within(canvas.getAllByRole('row')[1]!);
      const cutTitle = row.getByText(oneLine(truncate(first.title, TEXT_CUT.newsTitle)));
      await expect(cutTitle).toBeVisible();
      await expect(row.getByText(oneLine(truncate(first.content, TEXT_CUT.newsContent)))).toBeVisible();
      const page = within(canvasElement.ownerDocument.body);
      await userEvent.hover(cutTitle);
      await expect(await page.findByRole('tooltip')).toHaveTextContent(first.title);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    });
    await step('search in the title, any case', async () => {
      await search(canvasElement, 'Tiêu đề hoặc nội dung', 'MÁ PHANH');
      const expected = managerNews.filter((news) => matchesWords('má phanh', news.title, news.content)).length;
      await expect(await canvas.findByText(total(expected))).toBeVisible();
      await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(expected));
    });
    await step('search in the content', async () => {
      await search(canvasElement, 'Tiêu đề hoặc nội dung', 'kỹ thuật viên của gara');
      const expected = managerNews.filter((news) => matchesWords('kỹ thuật viên của gara', news.title, news.content)).length;
      await expect(await canvas.findByText(total(expected))).toBeVisible();
    });
    await step('reset shows every article again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText(total(managerNews.length))).toBeVisible();
    });
  },
};

export const SearchEmpty: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByText(total(managerNews.length));
    await search(canvasElement, 'Tiêu đề hoặc nội dung', '  ');
    await expect(await within(canvasElement).findByText(messages.validation.searchEmpty)).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByText(total(managerNews.length));
    await search(canvasElement, 'Tiêu đề hoặc nội dung', 'xe bay');
    await expect(await within(canvasElement).findByText(messages.news.noSearchResults)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listNews));
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
    await expect(await within(canvasElement).findByText(messages.news.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listNews, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.news.listLoadFailed);
  },
};

export const RequiredFields: Story = {
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm tin tức', 'Thêm tin tức');
    await userEvent.type(form.getByRole('textbox', { name: /Tiêu đề/ }), '   {Enter}');
    await expect(await form.findByText(messages.news.titleRequired)).toBeVisible();
    await expect(form.getByText(messages.validation.contentRequired)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Nội dung/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const ImageTooLarge: Story = {
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm tin tức', 'Thêm tin tức');
    await userEvent.upload(form.getByLabelText('Ảnh minh họa'), tooLargeFile());
    await expect(await form.findByText(messages.validation.imageTooLarge)).toBeVisible();
    await expect(form.queryByRole('img', { name: 'Ảnh minh họa đã chọn' })).toBeNull();
  },
};

async function fillNew(canvasElement: HTMLElement) {
  const form = await openAddForm(canvasElement, 'Thêm tin tức', 'Thêm tin tức');
  await userEvent.type(form.getByRole('textbox', { name: /Nội dung/ }), 'Giảm 15% thay lốp trong tuần lễ vàng.');
  await userEvent.type(form.getByRole('textbox', { name: /Tiêu đề/ }), 'Tuần lễ vàng thay lốp{Enter}');
  return form;
}

export const CreateSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createNews, echo));
  },
  async play({ canvasElement }) {
    await fillNew(canvasElement);
    await expectToast(canvasElement, messages.news.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ title: 'Tuần lễ vàng thay lốp', content: 'Giảm 15% thay lốp trong tuần lễ vàng.', image: null, promotion: false });
    await expectListTab(canvasElement);
  },
};

/** Ticked 'Tin khuyến mãi': the article is sent as a promotion, for the home page's strip. */
export const CreatePromotion: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createNews, echo));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm tin tức', 'Thêm tin tức');
    const promotion = form.getByRole('checkbox', { name: messages.news.promotionLabel });
    await expect(promotion).not.toBeChecked();
    await userEvent.click(promotion);
    await expect(promotion).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: /Nội dung/ }), 'Giảm 15% thay lốp trong tuần lễ vàng.');
    await userEvent.type(form.getByRole('textbox', { name: /Tiêu đề/ }), 'Tuần lễ vàng thay lốp{Enter}');
    await expectToast(canvasElement, messages.news.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ title: 'Tuần lễ vàng thay lốp', promotion: true }));
  },
};

export const CreateWithPicture: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(createNews, echo));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm tin tức', 'Thêm tin tức');
    await userEvent.upload(form.getByLabelText('Ảnh minh họa'), pngFile());
    await expect(await form.findByRole('img', { name: 'Ảnh minh họa đã chọn' })).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Nội dung/ }), 'Nội dung có ảnh.');
    await userEvent.type(form.getByRole('textbox', { name: /Tiêu đề/ }), 'Tin có ảnh{Enter}');
    await expectToast(canvasElement, messages.news.createSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ image: expect.stringMatching(/^data:image\/png;base64,/) }));
  },
};

/** A refusal the server explains (400) shows its words; what was typed stays. */
export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createNews, 400, messages.validation.imageInvalidType));
  },
  async play({ canvasElement }) {
    const form = await fillNew(canvasElement);
    await expectToast(canvasElement, messages.validation.imageInvalidType, 'error');
    await expect(form.getByRole('textbox', { name: /Tiêu đề/ })).toHaveValue('Tuần lễ vàng thay lốp');
    await expect(form.getByRole('button', { name: 'Thêm tin tức' })).toBeEnabled();
  },
};

export const CreateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createNews, 500));
  },
  async play({ canvasElement }) {
    const form = await fillNew(canvasElement);
    await expectToast(canvasElement, messages.common.genericRetry, 'error');
    await expect(form.getByRole('textbox', { name: /Nội dung/ })).toHaveValue('Giảm 15% thay lốp trong tuần lễ vàng.');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(createNews));
  },
  async play({ canvasElement }) {
    const form = await fillNew(canvasElement);
    await expect(await form.findByRole('button', { name: messages.common.processing })).toBeDisabled();
  },
};

const editForm = (canvasElement: HTMLElement) => editRow(canvasElement, withPicture.title, 'Sửa tin tức', `Sửa tin tức ${withPicture.title}`);

/** The row's edit fills the form tab; an unchanged picture is sent as null (kept). */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateNews, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await expect(form.getByRole('textbox', { name: /Tiêu đề/ })).toHaveValue(withPicture.title);
    await expect(form.getByRole('textbox', { name: /Nội dung/ })).toHaveValue(withPicture.content);
    await expect(form.getByRole('img', { name: 'Ảnh minh họa đã chọn' })).toHaveAttribute('src', withPicture.image);
    const title = form.getByRole('textbox', { name: /Tiêu đề/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Tiêu đề mới');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.news.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith({ title: 'Tiêu đề mới', content: withPicture.content, image: null, promotion: withPicture.promotion });
    await expectListTab(canvasElement);
  },
};

/** A promotion's row carries the mark; its form comes ticked, and unticking sends false. */
export const EditPromotion: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateNews, echo));
  },
  async play({ canvasElement }) {
    const promoted = managerNews.find((news) => news.promotion)!;
    await waitFor(() => expect(rowTexts(canvasElement).find((text) => text.includes(truncate(promoted.title, TEXT_CUT.newsTitle).slice(0, 20)))).toContain(messages.news.promotionLabel));
    const form = await editRow(canvasElement, promoted.title, 'Sửa tin tức', `Sửa tin tức ${promoted.title}`);
    const promotion = form.getByRole('checkbox', { name: messages.news.promotionLabel });
    await expect(promotion).toBeChecked();
    await userEvent.click(promotion);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.news.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ title: promoted.title, promotion: false }));
  },
};

/** Removing the picture sends '' (the server removes it). */
export const EditRemovePicture: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(updateNews, echo));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Xóa ảnh 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.news.updateSuccess, 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ image: '' }));
  },
};

export const EditRequiredFields: Story = {
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: /Nội dung/ }));
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expect(await form.findByText(messages.validation.contentRequired)).toBeVisible();
  },
};

/** 404: the server's words ('Không tìm thấy tin tức.'). */
export const EditNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateNews, 404, messages.news.notFound));
  },
  async play({ canvasElement }) {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.news.notFound, 'error');
    await expect(within(canvasElement).getByRole('tab', { name: 'Sửa tin tức' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(deleteNews, { message: messages.news.deleteSuccess }));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'tin tức', name: withPicture.title, toast: messages.news.deleteSuccess, severity: 'success' });
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(deleteNews, 500));
  },
  async play({ canvasElement }) {
    await confirmDelete(canvasElement, { noun: 'tin tức', name: withPicture.title, toast: messages.news.deleteFailed, severity: 'error' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await phonePlay(canvasElement, total(managerNews.length), 'Thêm tin tức');
  },
};
