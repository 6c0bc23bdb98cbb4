/**
 * Stories only: the stories of the two name-only screens (service categories, staff
 * positions) are the same plays over different words and endpoints.
 */
import type { SetupWorker } from 'msw/browser';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Endpoint } from '../../../contract/endpoint';
import { messages } from '../../../contract/messages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { confirmDelete, editRow, expectListTab, expectLoadFailed, expectPaging, openAddForm, phonePlay, rowTexts, search } from '../manager-story-kit';

interface Row {
  _id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface NamedItemStoryConfig {
  noun: string;
  nameLabel: string;
  /** More than 10 rows: at least two pages. */
  rows: Row[];
  /** A word that some rows' names hold, and how many. */
  searchWord: string;
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint };
  /** What the delete answers on success. */
  deleteAnswer: unknown;
  texts: {
    nameRequired: string;
    listLoadFailed: string;
    empty: string;
    createSuccess: string;
    createFailed: string;
    updateSuccess: string;
    updateFailed: string;
    deleteSuccess: string;
    deleteFailed: string;
    nameTaken: string;
    inUse: string;
  };
}

type Context = { canvasElement: HTMLElement };
type Setup = { msw: SetupWorker };

/** The story objects (beforeEach and play) for one name-only screen. */
export function namedItemStories(config: NamedItemStoryConfig) {
  const { noun, nameLabel, rows, endpoints, texts } = config;
  const first = rows[0]!;
  const sent = fn();
  const addTab = `Thêm ${noun}`;
  const editTab = `Sửa ${noun}`;
  const total = (n: number) => `Tổng số: ${n} ${noun}`;
  const listHandler = (items: Row[] = rows) => mockPagedList(endpoints.list, items as never, { matches: (item: Row, query) => matchesWords(query.get('q'), item.name) });
  const echo = (request: Request, id = '0123456789abcdef01234567') =>
    request.json().then((body: { name: string }) => {
      sent(body);
      return { ...first, _id: id, name: body.name };
    });
  const fillNew = async (canvasElement: HTMLElement, name: string) => {
    const form = await openAddForm(canvasElement, addTab, addTab);
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(nameLabel) }), `${name}{Enter}`);
    return form;
  };

  return {
    beforeEach({ msw }: Setup) {
      sent.mockClear();
      msw.use(listHandler());
    },

    Success: {
      async play({ canvasElement }: Context) {
        const expected = rows.filter((row) => matchesWords(config.searchWord, row.name)).length;
        const lastPage = Math.ceil(rows.length / 10);
        await expectPaging(canvasElement, total(rows.length), lastPage, rows.length - (lastPage - 1) * 10);
        await expect(rowTexts(canvasElement)[0]).toContain(first.name);
        await search(canvasElement, nameLabel, config.searchWord.toUpperCase());
        await expect(await within(canvasElement).findByText(total(expected))).toBeVisible();
        await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(expected));
        await search(canvasElement, nameLabel, 'không có tên này');
        await expect(await within(canvasElement).findByText(messages.common.noSearchResults)).toBeVisible();
        await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đặt lại' }));
        await expect(await within(canvasElement).findByText(total(rows.length))).toBeVisible();
      },
    },

    SearchEmpty: {
      async play({ canvasElement }: Context) {
        await within(canvasElement).findByText(total(rows.length));
        await search(canvasElement, nameLabel, '   ');
        await expect(await within(canvasElement).findByText(messages.validation.searchEmpty)).toBeVisible();
        await expect(within(canvasElement).getByText(total(rows.length))).toBeVisible();
      },
    },

    Loading: {
      beforeEach({ msw }: Setup) {
        msw.use(mockPending(endpoints.list));
      },
      async play({ canvasElement }: Context) {
        await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
      },
    },

    Empty: {
      beforeEach({ msw }: Setup) {
        msw.use(listHandler([]));
      },
      async play({ canvasElement }: Context) {
        await expect(await within(canvasElement).findByText(texts.empty)).toBeVisible();
        await expect(within(canvasElement).getByText(total(0))).toBeVisible();
      },
    },

    LoadError: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.list, 500));
      },
      async play({ canvasElement }: Context) {
        await expectLoadFailed(canvasElement, texts.listLoadFailed);
      },
    },

    /** The server refuses the list (403): its words in place, and no retry, which would be refused again. */
    Forbidden: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.list, 403, messages.common.forbidden));
      },
      async play({ canvasElement }: Context) {
        await expectLoadFailed(canvasElement, messages.common.forbidden, { refused: true });
        await expect(within(canvasElement).queryByText(texts.listLoadFailed)).toBeNull();
      },
    },

    NameRequired: {
      async play({ canvasElement }: Context) {
        const form = await openAddForm(canvasElement, addTab, addTab);
        const field = form.getByRole('textbox', { name: new RegExp(nameLabel) });
        await userEvent.type(field, '   {Enter}');
        await expect(await form.findByText(texts.nameRequired)).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(sent).not.toHaveBeenCalled();
      },
    },

    CreateSuccess: {
      beforeEach({ msw }: Setup) {
        msw.use(mockOk(endpoints.create, (request) => echo(request) as never));
      },
      async play({ canvasElement }: Context) {
        await fillNew(canvasElement, '  Mục mới thêm  ');
        await expectToast(canvasElement, texts.createSuccess, 'success');
        await expect(sent).toHaveBeenCalledWith({ name: 'Mục mới thêm' });
        await expectListTab(canvasElement);
      },
    },

    /** The server refuses a name already used (409) and says so; what was typed stays. */
    DuplicateName: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.create, 409, texts.nameTaken));
      },
      async play({ canvasElement }: Context) {
        const form = await fillNew(canvasElement, first.name);
        await expectToast(canvasElement, texts.nameTaken, 'error');
        await expect(form.getByRole('textbox', { name: new RegExp(nameLabel) })).toHaveValue(first.name);
        await expect(within(canvasElement).getByRole('tab', { name: addTab })).toHaveAttribute('aria-selected', 'true');
      },
    },

    CreateFailed: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.create, 500));
      },
      async play({ canvasElement }: Context) {
        const form = await fillNew(canvasElement, 'Mục mới thêm');
        await expectToast(canvasElement, texts.createFailed, 'error');
        await expect(form.getByRole('textbox', { name: new RegExp(nameLabel) })).toHaveValue('Mục mới thêm');
      },
    },

    Edit: {
      beforeEach({ msw }: Setup) {
        msw.use(mockOk(endpoints.update, (request) => echo(request, first._id) as never));
      },
      async play({ canvasElement }: Context) {
        const form = await editRow(canvasElement, first.name, editTab, `${editTab} ${first.name}`);
        const field = form.getByRole('textbox', { name: new RegExp(nameLabel) });
        await expect(field).toHaveValue(first.name);
        await userEvent.clear(field);
        await userEvent.type(field, 'Tên đã đổi');
        await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
        await expectToast(canvasElement, texts.updateSuccess, 'success');
        await expect(sent).toHaveBeenCalledWith({ name: 'Tên đã đổi' });
        await expectListTab(canvasElement);
        await expect(within(canvasElement).getByRole('tab', { name: addTab })).toBeVisible();
      },
    },

    EditNameRequired: {
      async play({ canvasElement }: Context) {
        const form = await editRow(canvasElement, first.name, editTab, `${editTab} ${first.name}`);
        await userEvent.clear(form.getByRole('textbox', { name: new RegExp(nameLabel) }));
        await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
        await expect(await form.findByText(texts.nameRequired)).toBeVisible();
      },
    },

    EditDuplicateName: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.update, 409, texts.nameTaken));
      },
      async play({ canvasElement }: Context) {
        const form = await editRow(canvasElement, first.name, editTab, `${editTab} ${first.name}`);
        const field = form.getByRole('textbox', { name: new RegExp(nameLabel) });
        await userEvent.clear(field);
        await userEvent.type(field, `${rows[1]!.name}{Enter}`);
        await expectToast(canvasElement, texts.nameTaken, 'error');
        await expect(field).toHaveValue(rows[1]!.name);
      },
    },

    Delete: {
      beforeEach({ msw }: Setup) {
        msw.use(mockOk(endpoints.remove, config.deleteAnswer as never));
      },
      async play({ canvasElement }: Context) {
        await confirmDelete(canvasElement, { noun, name: first.name, toast: texts.deleteSuccess, severity: 'success' });
      },
    },

    /** Still in use (409): the server's own words. */
    DeleteInUse: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.remove, 409, texts.inUse));
      },
      async play({ canvasElement }: Context) {
        await confirmDelete(canvasElement, { noun, name: first.name, toast: texts.inUse, severity: 'error' });
        // The dialog closes (and stops hiding the page from screen readers) before the row is read again.
        await expect(await within(canvasElement).findByRole('button', { name: `Xóa ${noun} ${first.name}` })).toBeVisible();
      },
    },

    /** 375 px: no sideways scroll on the list or the form. */
    Phone: {
      globals: { viewport: { value: 'phone' } },
      async play({ canvasElement }: Context) {
        await phonePlay(canvasElement, total(rows.length), addTab);
      },
    },

    DeleteFailed: {
      beforeEach({ msw }: Setup) {
        msw.use(mockError(endpoints.remove, 500));
      },
      async play({ canvasElement }: Context) {
        await confirmDelete(canvasElement, { noun, name: first.name, toast: texts.deleteFailed, severity: 'error' });
      },
    },
  };
}
