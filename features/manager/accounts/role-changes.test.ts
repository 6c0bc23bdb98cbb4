import { describe, expect, it } from 'vitest';
import { demoRoles } from '../../../mocks/data/accounts';
import { roleChanges } from './role-changes';

const { master, admin } = demoRoles;

describe('roleChanges', () => {
  it('asks nothing when the roles stay', () => {
    expect(roleChanges([admin], [admin._id])).toEqual({ assign: [], remove: [] });
  });

  it('gives a customer a role', () => {
    expect(roleChanges([], [admin._id])).toEqual({ assign: [admin._id], remove: [] });
  });

  it('swaps one role for another', () => {
    expect(roleChanges([admin], [master._id])).toEqual({ assign: [master._id], remove: [admin._id] });
  });

  it('takes every role away when none is chosen (the form refuses that before)', () => {
    expect(roleChanges([admin, master], [])).toEqual({ assign: [], remove: [admin._id, master._id] });
  });

  it('counts a role chosen twice once', () => {
    expect(roleChanges([], [admin._id, admin._id])).toEqual({ assign: [admin._id], remove: [] });
  });
});
