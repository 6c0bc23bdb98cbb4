import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import { loginErrorMessage } from './login-error';

const refusal = (status: number, message?: string) => new ApiError(status, message ?? messages.common.serverError, message ? { message } : undefined);

describe('loginErrorMessage', () => {
  it('shows the server message for 401 and 403', () => {
    expect(loginErrorMessage(refusal(401, messages.auth.invalidCredentials))).toBe(messages.auth.invalidCredentials);
    expect(loginErrorMessage(refusal(403, messages.auth.accountLocked))).toBe(messages.auth.accountLocked);
  });

  it('shows the fixed server-error text for 500, whatever the server said', () => {
    expect(loginErrorMessage(refusal(500, 'stack trace'))).toBe('Lỗi máy chủ');
  });

  it('shows the generic failure otherwise, including a dropped connection', () => {
    expect(loginErrorMessage(refusal(400, messages.common.invalidRequest))).toBe('Có lỗi khi đăng nhập!');
    expect(loginErrorMessage(refusal(0))).toBe('Có lỗi khi đăng nhập!');
    expect(loginErrorMessage(new Error('boom'))).toBe('Có lỗi khi đăng nhập!');
  });

  it('treats a 200 without a token as a failed login', () => {
    expect(loginErrorMessage(new ApiError(200, messages.common.invalidData, { status: 'thành công' }))).toBe(messages.auth.loginFailedNoToken);
  });
});
