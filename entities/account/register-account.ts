import useSWRMutation from 'swr/mutation';
import { registerAccount, type RegisterBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type RegisterInput = RegisterBody;

export function postRegister(body: RegisterInput) {
  return apiRequest(registerAccount, { body });
}

export function useRegister() {
  return useSWRMutation('auth/register', (_key: string, { arg }: { arg: RegisterInput }) => postRegister(arg));
}
