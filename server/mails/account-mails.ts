import { CODE_TTL_MINUTES } from '../../contract/constants';
import type { NewMail } from '../services/mail-queue';

// The account mails as the auth services send them (`deps.mail.addLater(…)`, or `add(tx, …)`
// when signed in); mail/templates.tsx draws them.

/** A code to one address: proving the mailbox, resetting or changing the password. */
export function codeMail(to: string, fullName: string, purpose: 'verify' | 'reset' | 'changePassword', code: string): NewMail {
  return { to, template: { kind: 'code', purpose, fullName, code, minutes: CODE_TTL_MINUTES } };
}

/** To the owner of an address someone tried to register again. */
export function registrationAttemptMail(to: string, fullName: string): NewMail {
  return { to, template: { kind: 'registrationAttempt', fullName } };
}

const PROVIDER_LABEL = { google: 'Google', facebook: 'Facebook' } as const;

/** An account that signs in through Google or Facebook has no password to reset: it is told so instead of a code. */
export function socialResetMail(to: string, fullName: string, provider: 'google' | 'facebook'): NewMail {
  return { to, template: { kind: 'socialReset', fullName, provider: PROVIDER_LABEL[provider] } };
}
