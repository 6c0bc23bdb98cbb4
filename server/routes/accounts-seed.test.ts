import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../contract/accounts';
import { listRoles } from '../../contract/roles';
import { buildPath } from '../../contract/endpoint';
import { getOrder, listOrders } from '../../contract/orders';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, DEMO_TECHNICIANS } from '../seed/seed-accounts';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ seedDemoData: true });
});
afterAll(() => t.close());

async function login(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: contract.login.path, payload: { email, password } });
  expect(res.statusCode, email).toBe(200);
  return contract.login.response.parse(res.json());
}

describe('demo accounts of the seed', () => {
  it('signs in master, admin and customer with the README passwords and the right roles', async () => {
    expect((await login(DEMO_ACCOUNTS.master.email, 'Master@123')).roles.map((r) => r.name)).toEqual(['master']);
    expect((await login(DEMO_ACCOUNTS.admin.email, 'Admin@123')).roles.map((r) => r.name)).toEqual(['admin']);
    expect((await login(DEMO_ACCOUNTS.customer.email, 'Khach@123')).roles).toEqual([]);
    for (const customer of DEMO_CUSTOMERS) expect((await login(customer.email, 'Khach@123')).roles).toEqual([]);
    for (const technician of DEMO_TECHNICIANS) expect((await login(technician.email, 'Ktv@123')).roles.map((r) => r.name)).toEqual(['technician']);
  });

  it('seeds the roles master and admin (the technician role comes with the migrations), and every demo account verified and active', async () => {
    const master = await login(DEMO_ACCOUNTS.master.email, DEMO_ACCOUNTS.master.password);
    const headers = { authorization: `Bearer ${master.token}` };
    const roles = listRoles.response.parse((await t.app.inject({ method: 'GET', url: listRoles.path, headers })).json());
    expect(roles.map((r) => r.name)).toEqual(['admin', 'master', 'technician']);
    const accounts = contract.listAccounts.response.parse((await t.app.inject({ method: 'GET', url: contract.listAccounts.path, headers })).json());
    const demoEmails = [DEMO_ACCOUNTS.master, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customer, ...DEMO_CUSTOMERS, ...DEMO_TECHNICIANS].map((a) => a.email);
    for (const email of demoEmails) {
      const account = accounts.find((a) => a.email === email);
      expect(account, email).toMatchObject({ status: true, verified: true, type: 'local' });
      // Vietnamese names, with their diacritics.
      expect(account?.fullName).toMatch(/[^\x20-\x7e]/);
    }
  });

  it('seeds orders with the status changes that led to their status, made by the demo admin', async () => {
    const admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const headers = { authorization: `Bearer ${admin.token}` };
    const orders = listOrders.response.parse((await t.app.inject({ method: 'GET', url: listOrders.path, headers })).json());
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['pending', 'processing', 'completed', 'cancelled']));
    for (const order of orders) {
      const detail = getOrder.response.parse((await t.app.inject({ method: 'GET', url: buildPath(getOrder.path, { id: order._id }), headers })).json());
      const chain = [...detail.updates].reverse();
      expect(chain.length > 0 ? chain[chain.length - 1]!.to : 'pending', order._id).toBe(order.status);
      for (const [i, update] of chain.entries()) {
        expect(update.from).toBe(i === 0 ? 'pending' : chain[i - 1]!.to);
        expect(update.account).toEqual({ _id: admin.id, fullName: DEMO_ACCOUNTS.admin.fullName });
        expect(Date.parse(update.createdAt)).toBeLessThanOrEqual(Date.now());
      }
    }
  });
});
