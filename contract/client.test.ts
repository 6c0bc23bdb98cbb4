import { describe, expect, it } from 'vitest';
import { ApiError, attachmentFileName, refusalText, sessionIsOver } from './client';
import { messages } from './messages';

describe('attachmentFileName', () => {
  it('reads the quoted name, then the UTF-8 encoded one, and falls back without a header', () => {
    expect(attachmentFileName('attachment; filename="don-hang-2026-11-01-den-2026-11-24.csv"', 'x.csv')).toBe('don-hang-2026-11-01-den-2026-11-24.csv');
    expect(attachmentFileName("attachment; filename=\"a.csv\"; filename*=UTF-8''l%E1%BB%8Bch-h%E1%BA%B9n.csv", 'x.csv')).toBe('lịch-hẹn.csv');
    expect(attachmentFileName("attachment; filename*=UTF-8''%E0%A4%A", 'x.csv')).toBe('x.csv');
    expect(attachmentFileName(null, 'x.csv')).toBe('x.csv');
  });
});

describe('refusalText', () => {
  it("shows the server's reason for a refusal", () => {
    expect(refusalText(new ApiError(409, 'Không thể xóa danh mục đang có dịch vụ.'), 'Không thể xóa danh mục!')).toBe('Không thể xóa danh mục đang có dịch vụ.');
    expect(refusalText(new ApiError(403, 'Chỉ Master mới có quyền truy cập trang này'), 'x')).toBe('Chỉ Master mới có quyền truy cập trang này');
  });

  it('falls back to the screen text when the server or network failed', () => {
    expect(refusalText(new ApiError(500, 'Lỗi máy chủ'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
    expect(refusalText(new ApiError(0, 'Lỗi kết nối đến máy chủ'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
    expect(refusalText(new Error('boom'), 'Không thể xóa sản phẩm!')).toBe('Không thể xóa sản phẩm!');
  });
});

describe('sessionIsOver', () => {
  it('holds for a 401 and for the locked account\'s 403, not for a refusal of one call', () => {
    expect(sessionIsOver(new ApiError(401, messages.common.unauthorized))).toBe(true);
    expect(sessionIsOver(new ApiError(403, messages.auth.accountLocked))).toBe(true);
    expect(sessionIsOver(new ApiError(403, messages.guard.masterOnly))).toBe(false);
    expect(sessionIsOver(new ApiError(0, messages.common.connectionError))).toBe(false);
    expect(sessionIsOver(new ApiError(500, messages.common.serverError))).toBe(false);
  });
});
