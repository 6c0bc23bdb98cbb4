import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { FULL_NAME_MAX } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/http-errors';
import { rolesOf, type AccountRow } from './accounts';
import { isUniqueViolation } from '../lib/unique-violation';

export type Provider = 'google' | 'facebook';

/** What a provider vouches for, once it has accepted the access token. */
export interface ProviderProfile {
  provider: Provider;
  providerId: string;
  email: string;
  fullName: string;
  picture: string | null;
}

const PROVIDER_TIMEOUT_MS = 10_000;

const refusal: Record<Provider, string> = {
  google: messages.auth.googleLoginFailed,
  facebook: messages.auth.facebookLoginFailed,
};

/** Only web pictures are kept as avatars; anything else (data:, javascript:) is dropped. */
const pictureUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\//i)
  .optional()
  .catch(undefined);

const googleUserinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Google sends a boolean; some proxies turn it into a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: pictureUrl,
});

const facebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: pictureUrl }).optional() })
    .optional()
    .catch(undefined),
});

const emailShape = z.string().trim().toLowerCase().max(254).regex(z.regexes.email);

async function askProvider(provider: Provider, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw new HttpError(502, messages.auth.socialProviderUnavailable);
  }
  if (response.status >= 500) throw new HttpError(502, messages.auth.socialProviderUnavailable);
  if (!response.ok) throw unauthorized(refusal[provider]);
  try {
    return await response.json();
  } catch {
    throw unauthorized(refusal[provider]);
  }
}

function profileOf(provider: Provider, id: string, rawEmail: string | undefined, name: string | undefined, picture: string | undefined): ProviderProfile {
  const email = emailShape.safeParse(rawEmail ?? '');
  if (!email.success) throw badRequest(messages.auth.socialEmailMissing);
  const fullName = (name?.trim() || email.data.split('@')[0] || email.data).slice(0, FULL_NAME_MAX);
  return { provider, providerId: id, email: email.data, fullName, picture: picture ?? null };
}

/** Google's userinfo answers for an OAuth access token (implicit flow), not an ID token. */
export async function fetchGoogleProfile(userinfoUrl: string, accessToken: string): Promise<ProviderProfile> {
  const parsed = googleUserinfoSchema.safeParse(await askProvider('google', userinfoUrl, { authorization: `Bearer ${accessToken}` }));
  if (!parsed.success) throw unauthorized(refusal.google);
  const info = parsed.data;
  // An address Google has not verified proves nothing: it must not take over an account.
  if (info.email !== undefined && info.email_verified !== true && info.email_verified !== 'true') {
    throw unauthorized(messages.auth.socialTokenInvalid);
  }
  return profileOf('google', info.sub, info.email, info.name, info.picture);
}

export async function fetchFacebookProfile(graphUrl: string, accessToken: string): Promise<ProviderProfile> {
  const url = new URL(`${graphUrl.replace(/\/+$/, '')}/me`);
  url.searchParams.set('fields', 'id,name,email,picture');
  url.searchParams.set('access_token', accessToken);
  const parsed = facebookMeSchema.safeParse(await askProvider('facebook', url.toString()));
  if (!parsed.success) throw unauthorized(refusal.facebook);
  const me = parsed.data;
  return profileOf('facebook', me.id, me.email, me.name, me.picture?.data?.url);
}

/**
 * Finds the account by provider id, else by e-mail (linking it), else creates it. An
 * unverified local account with that e-mail loses its password when linked: nobody proved
 * owning that mailbox, so a stranger's pre-registration must not keep a way in.
 */
async function findOrCreate(db: Db, profile: ProviderProfile): Promise<AccountRow> {
  const idColumn = profile.provider === 'google' ? accounts.googleId : accounts.facebookId;
  const idField = profile.provider === 'google' ? 'googleId' : 'facebookId';
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(accounts).where(eq(idColumn, profile.providerId)).for('update');
    if (linked) return linked;

    const [byEmail] = await tx.select().from(accounts).where(eq(accounts.email, profile.email)).for('update');
    // A locked account is refused before anything about it changes.
    if (byEmail?.status === 'locked') throw forbidden(messages.auth.accountLocked);
    if (byEmail) {
      if (byEmail[idField] && byEmail[idField] !== profile.providerId) throw conflict(messages.auth.emailAlreadyRegistered);
      const patch: Partial<typeof accounts.$inferInsert> = { [idField]: profile.providerId, verified: true };
      if (!byEmail.verified) {
        patch.passwordHash = null;
        patch.type = profile.provider;
      }
      if (!byEmail.image && profile.picture) patch.image = profile.picture;
      const [updated] = await tx.update(accounts).set(patch).where(eq(accounts.id, byEmail.id)).returning();
      return updated!;
    }

    const [created] = await tx
      .insert(accounts)
      .values({
        fullName: profile.fullName,
        email: profile.email,
        passwordHash: null,
        image: profile.picture,
        type: profile.provider,
        verified: true,
        [idField]: profile.providerId,
      })
      .returning();
    return created!;
  });
}

export async function signInWithProvider(db: Db, profile: ProviderProfile): Promise<{ account: AccountRow; roles: Role[] }> {
  let account: AccountRow;
  try {
    account = await findOrCreate(db, profile);
  } catch (error) {
    // Two first sign-ins at once: the other one created the account, so this try finds it.
    if (!isUniqueViolation(error)) throw error;
    account = await findOrCreate(db, profile);
  }
  if (account.status === 'locked') throw forbidden(messages.auth.accountLocked);
  return { account, roles: await rolesOf(db, account.id) };
}
