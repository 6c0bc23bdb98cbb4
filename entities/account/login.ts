import useSWRMutation from 'swr/mutation';
import { login, type LoginBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type LoginInput = LoginBody;

/** The answer must carry a token (the contract requires it): one without fails as a login failure. */
export function postLogin(body: LoginInput) {
  return apiRequest(login, { body });
}

export function useLogin() {
  return useSWRMutation('auth/login', (_key: string, { arg }: { arg: LoginInput }) => postLogin(arg));
}
