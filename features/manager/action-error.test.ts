import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/client';
import { actionErrorText } from './action-error';

describe('actionErrorText', () => {
  it("shows the server's reason for a refusal", () => {
    expect(actionErrorText(new ApiError(409, 'Không thể xóa danh mục đang có dịch vụ.'), 'Không thể xóa danh mục!')).toBe('Không thể xóa danh mục đang có dịch vụ.');
    expect(actionErrorText(new ApiError(403, 'Chỉ Master mới có quyền truy cập trang này'), 'x')).toBe('Chỉ Master mới có quyền truy cập trang này');
  });

  it('falls back to the screen text when the server or network failed', () => {
    expect(actionErrorText(new ApiError(500, 'Lỗi máy chủ'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
    expect(actionErrorText(new ApiError(0, 'Lỗi kết nối đến máy chủ'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
    expect(actionErrorText(new Error('boom'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
  });
});
