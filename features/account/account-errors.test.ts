import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import { imageChange } from './image-change';
import { accountLoadErrorMessage, refusalReason } from './load-error';

describe('accountLoadErrorMessage', () => {
  it('follows the profile rules of section 8', () => {
    expect(accountLoadErrorMessage(new ApiError(404, 'x', { status: 'thất bại', message: 'x' }))).toBe('Tài khoản không tồn tại.');
    expect(accountLoadErrorMessage(new ApiError(500, 'x'))).toBe(messages.account.loadFailed);
    expect(accountLoadErrorMessage(new ApiError(0, messages.common.connectionError))).toBe('Lỗi kết nối đến máy chủ');
    expect(accountLoadErrorMessage(new ApiError(403, 'x', { status: 'thất bại', message: messages.common.forbidden }))).toBe(messages.common.forbidden);
    expect(accountLoadErrorMessage(new ApiError(403, 'x', { message: messages.common.forbidden }))).toBe(messages.account.loadFailed);
  });
});

describe('refusalReason', () => {
  it('keeps the server reason of a 4xx only', () => {
    expect(refusalReason(new ApiError(400, 'x', { message: 'Ảnh không hợp lệ.' }))).toBe('Ảnh không hợp lệ.');
    expect(refusalReason(new ApiError(500, 'x', { message: 'Lỗi máy chủ' }))).toBeUndefined();
    expect(refusalReason(new ApiError(0, 'x'))).toBeUndefined();
  });
});

describe('imageChange', () => {
  it('sends null to keep, empty to remove, the new data URL to replace', () => {
    expect(imageChange('/media/a.png', '/media/a.png')).toBeNull();
    expect(imageChange(null, null)).toBeNull();
    expect(imageChange('/media/a.png', null)).toBe('');
    expect(imageChange(null, 'data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });
});
