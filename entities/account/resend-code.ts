import useSWRMutation from 'swr/mutation';
import { resendVerificationCode, type ResendCodeBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export function postResendCode(body: ResendCodeBody) {
  return apiRequest(resendVerificationCode, { body });
}

export function useResendCode() {
  return useSWRMutation('auth/resend-code', (_key: string, { arg }: { arg: ResendCodeBody }) => postResendCode(arg));
}
