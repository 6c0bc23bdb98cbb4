import { createSocialSdk, FACEBOOK_SCRIPT, GOOGLE_SCRIPT, type FacebookSdk, type GoogleIdentity, type GoogleTokenClientConfig, type SocialSdk } from './social-sdk';

/**
 * Stand-ins for `window.google` and `window.FB`, for stories only: each outcome a real
 * provider can produce, with no network and no popup.
 */
export type GoogleOutcome =
  | { kind: 'token'; accessToken: string }
  | { kind: 'provider-error'; error: string }
  | { kind: 'popup-closed' }
  | { kind: 'script-fails' };

export type FacebookOutcome =
  | { kind: 'token'; accessToken: string }
  | { kind: 'cancelled' }
  /** The script loads but defines no `FB` (blocked by an extension, say). */
  | { kind: 'sdk-missing' }
  | { kind: 'script-fails' };

export interface FakeSocialCalls {
  googleConfigs: Omit<GoogleTokenClientConfig, 'callback' | 'error_callback'>[];
  facebookInits: Parameters<FacebookSdk['init']>[0][];
  facebookLoginScopes: string[];
}

function fakeGoogle(outcome: GoogleOutcome, calls: FakeSocialCalls): GoogleIdentity {
  return {
    accounts: {
      oauth2: {
        initTokenClient({ callback, error_callback, ...config }) {
          calls.googleConfigs.push(config);
          return {
            requestAccessToken() {
              // The real client answers after its popup closes, never synchronously.
              setTimeout(() => {
                if (outcome.kind === 'token') callback({ access_token: outcome.accessToken });
                else if (outcome.kind === 'provider-error') callback({ error: outcome.error });
                else error_callback?.({ type: 'popup_closed' });
              }, 10);
            },
          };
        },
      },
    },
  };
}

function fakeFacebook(outcome: FacebookOutcome, calls: FakeSocialCalls): FacebookSdk {
  return {
    init(params) {
      calls.facebookInits.push(params);
    },
    login(callback, { scope }) {
      calls.facebookLoginScopes.push(scope);
      setTimeout(() => {
        if (outcome.kind === 'token') callback({ status: 'connected', authResponse: { accessToken: outcome.accessToken } });
        else callback({ status: 'unknown', authResponse: null });
      }, 10);
    },
  };
}

/** A SocialSdk whose script loader installs the fakes instead of fetching Google's and Facebook's code. */
export function fakeSocialSdk({ google, facebook }: { google?: GoogleOutcome; facebook?: FacebookOutcome }): { sdk: SocialSdk; calls: FakeSocialCalls } {
  const calls: FakeSocialCalls = { googleConfigs: [], facebookInits: [], facebookLoginScopes: [] };
  const sdk = createSocialSdk({
    googleClientId: google ? 'demo-client-id.apps.googleusercontent.com' : null,
    facebookAppId: facebook ? '1234567890' : null,
    async loadScript(src) {
      if (src === GOOGLE_SCRIPT && google) {
        if (google.kind === 'script-fails') throw new Error('blocked');
        window.google = fakeGoogle(google, calls);
      } else if (src === FACEBOOK_SCRIPT && facebook) {
        if (facebook.kind === 'script-fails') throw new Error('blocked');
        if (facebook.kind !== 'sdk-missing') window.FB = fakeFacebook(facebook, calls);
      }
    },
  });
  return { sdk, calls };
}

/** Removes the fakes after a story, so the next one starts with no SDK. */
export function removeFakeSdks() {
  delete window.google;
  delete window.FB;
}
