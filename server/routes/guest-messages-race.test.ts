// @postgres: only the Postgres server runs two staff answers at the same time (PGlite takes one transaction at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { createGuestMessage, markGuestMessageAnswered, replyGuestMessage } from '../../contract/guest-messages';
import type { App } from '../app';
import { mailQueue } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';

// Two staff answer the same visitor at once (two replies, or a reply and a call marked
// answered): the visitor gets at most one mail, and exactly one of the answers is the one kept.
const ROUNDS = 10;

describe(`two staff answer one guest message at once (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  it('mails the visitor once and refuses the other answer as already answered', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `khach${round}@example.vn`;
      const res = await app.inject({
        method: 'POST',
        url: createGuestMessage.path,
        remoteAddress: `198.51.100.${round + 1}`,
        payload: { fullName: 'Nguyễn Văn Khách', phone: '', email, message: 'Giá thay dầu?', consent: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { _id: id } = createGuestMessage.response.parse(res.json());
      const reply = (account: TestAccount, text: string) =>
        app.inject({ method: 'POST', url: buildPath(replyGuestMessage.path, { id }), headers: account.headers, payload: { reply: text } });
      const mark = (account: TestAccount) => app.inject({ method: 'PUT', url: buildPath(markGuestMessageAnswered.path, { id }), headers: account.headers });
      const answers = await Promise.all(round % 2 ? [reply(admin, 'Trả lời một'), reply(master, 'Trả lời hai')] : [reply(admin, 'Trả lời một'), mark(master)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
      const replied = answers.some((answer, index) => answer.statusCode === 200 && (round % 2 === 1 || index === 0));
      expect(mails).toHaveLength(replied ? 1 : 0);
    }
  });
});
