import useSWRMutation from 'swr/mutation';
import { facebookLogin, googleLogin, type SocialLoginBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type SocialLoginInput = SocialLoginBody;
export type SocialProvider = 'google' | 'facebook';

const endpoints = { google: googleLogin, facebook: facebookLogin } as const;

/** Trades the provider's access token for our session (token and user). */
export function postSocialLogin(provider: SocialProvider, body: SocialLoginInput) {
  return apiRequest(endpoints[provider], { body });
}

export function useSocialLogin() {
  return useSWRMutation(
    'auth/social-login',
    (_key: string, { arg }: { arg: { provider: SocialProvider; accessToken: string } }) =>
      postSocialLogin(arg.provider, { access_token: arg.accessToken }),
  );
}
