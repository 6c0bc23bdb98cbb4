/**
 * The two sign-in SDKs behind one small interface: the app loads the real scripts, a
 * story passes a `loadScript` that installs a fake `window.google` or `window.FB`.
 */

export interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  /** The popup was closed or could not open. */
  error_callback?: (error: { type: string; message?: string }) => void;
}

export interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: GoogleTokenClientConfig): { requestAccessToken(): void };
    };
  };
}

export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

export interface FacebookSdk {
  init(params: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/vi_VN/sdk.js';
export const GOOGLE_SCOPE = 'openid email profile';
export const FACEBOOK_SCOPE = 'email,public_profile';
const FACEBOOK_API_VERSION = 'v21.0';

export interface SocialSdk {
  /** Null hides the Google button. */
  googleClientId: string | null;
  /** Null hides the Facebook button. */
  facebookAppId: string | null;
  /** Resolves once Google Identity Services is ready; rejects when it cannot load. */
  loadGoogle(): Promise<GoogleIdentity>;
  /** Resolves with an initialised `FB`; rejects when the SDK cannot load. */
  loadFacebook(): Promise<FacebookSdk>;
}

export interface SocialSdkOptions {
  googleClientId?: string | null;
  facebookAppId?: string | null;
  /** Adds a script tag and settles when it has run. */
  loadScript?: (src: string) => Promise<void>;
}

const scripts = new Map<string, Promise<void>>();

/** One <script> per address for the life of the page; a failed load may be retried. */
export function loadScriptOnce(src: string): Promise<void> {
  const existing = scripts.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(src);
      reject(new Error(`Không tải được ${src}`));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}

function configured(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function createSocialSdk({ googleClientId, facebookAppId, loadScript = loadScriptOnce }: SocialSdkOptions = {}): SocialSdk {
  const googleId = configured(googleClientId);
  const facebookId = configured(facebookAppId);
  let google: Promise<GoogleIdentity> | null = null;
  let facebook: Promise<FacebookSdk> | null = null;

  return {
    googleClientId: googleId,
    facebookAppId: facebookId,
    loadGoogle() {
      google ??= (async () => {
        if (!googleId) throw new Error('Google sign-in is not configured');
        await loadScript(GOOGLE_SCRIPT);
        const api = window.google;
        if (!api?.accounts?.oauth2) throw new Error('Google Identity Services did not start');
        return api;
      })();
      // A failed attempt must not stick: the next click tries again.
      google.catch(() => {
        google = null;
      });
      return google;
    },
    loadFacebook() {
      facebook ??= (async () => {
        if (!facebookId) throw new Error('Facebook sign-in is not configured');
        await loadScript(FACEBOOK_SCRIPT);
        const sdk = window.FB;
        if (!sdk) throw new Error('Facebook SDK did not start');
        sdk.init({ appId: facebookId, cookie: false, xfbml: false, version: FACEBOOK_API_VERSION });
        return sdk;
      })();
      facebook.catch(() => {
        facebook = null;
      });
      return facebook;
    },
  };
}

function envText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The SDKs as the built app has them: each one only when its id is set at build time. */
// `?.`: the server renders pages with this module loaded, and under tsx (npm run dev) there is no import.meta.env.
export const browserSocialSdk: SocialSdk = createSocialSdk({
  googleClientId: envText(import.meta.env?.VITE_GOOGLE_CLIENT_ID),
  facebookAppId: envText(import.meta.env?.VITE_FACEBOOK_APP_ID),
});
