import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROLE } from '../../../contract/accounts';
import { demoRoles } from '../../../mocks/data/accounts';
import { chosenRoleIds, roleChanges, toggleRole } from './role-changes';

const { master, admin } = demoRoles;
const customer = CUSTOMER_ROLE._id;

describe('roleChanges', () => {
  it('asks nothing when the roles stay', () => {
    expect(roleChanges([admin], [admin._id])).toEqual({ assign: [], remove: [] });
    expect(roleChanges([], [customer])).toEqual({ assign: [], remove: [] });
  });

  it('gives a customer a role', () => {
    expect(roleChanges([], [admin._id])).toEqual({ assign: [admin._id], remove: [] });
  });

  it('swaps one role for another', () => {
    expect(roleChanges([admin], [master._id])).toEqual({ assign: [master._id], remove: [admin._id] });
  });

  it('makes an admin a customer again: the customer role is never sent, the staff role is taken away', () => {
    expect(roleChanges([admin], [customer])).toEqual({ assign: [], remove: [admin._id] });
  });

  it('takes every role away when none is chosen (the form refuses that before)', () => {
    expect(roleChanges([admin, master], [])).toEqual({ assign: [], remove: [admin._id, master._id] });
  });

  it('counts a role chosen twice once', () => {
    expect(roleChanges([], [admin._id, admin._id])).toEqual({ assign: [admin._id], remove: [] });
  });
});

describe('chosenRoleIds', () => {
  it("starts a customer ([] from the server) on 'Khách hàng', staff on their roles", () => {
    expect(chosenRoleIds([])).toEqual([customer]);
    expect(chosenRoleIds([admin, master])).toEqual([admin._id, master._id]);
  });
});

describe('toggleRole', () => {
  it("ticking 'Khách hàng' unticks the staff roles, and a staff role unticks 'Khách hàng'", () => {
    expect(toggleRole([admin._id, master._id], customer, true)).toEqual([customer]);
    expect(toggleRole([customer], admin._id, true)).toEqual([admin._id]);
    expect(toggleRole([admin._id], master._id, true)).toEqual([admin._id, master._id]);
  });

  it('unticking takes only that role away, down to none (which the form refuses)', () => {
    expect(toggleRole([admin._id, master._id], admin._id, false)).toEqual([master._id]);
    expect(toggleRole([admin._id], admin._id, false)).toEqual([]);
    expect(toggleRole([customer], customer, false)).toEqual([]);
  });
});
