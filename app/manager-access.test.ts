import { describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { managerAccess } from './manager-access';

const role = (name: string) => ({ _id: '64b000000000000000000001', name });

describe('managerAccess', () => {
  it('lets admin and master into the staff screens, whatever the case of the role name', () => {
    expect(managerAccess([role('ADMIN')], 'staff')).toEqual({ allowed: true });
    expect(managerAccess([role(' Master ')], 'staff')).toEqual({ allowed: true });
  });

  it('keeps a customer out of the staff screens with the admin-only text', () => {
    expect(managerAccess([role('user')], 'staff')).toEqual({ allowed: false, message: messages.guard.adminOnly });
    expect(managerAccess([], 'staff')).toEqual({ allowed: false, message: messages.guard.adminOnly });
  });

  it('lets only a master into the master screens', () => {
    expect(managerAccess([role('master')], 'master')).toEqual({ allowed: true });
    expect(managerAccess([role('admin')], 'master')).toEqual({ allowed: false, message: messages.guard.masterOnly });
  });

  it('keeps a customer out of /admin-chat with its own text', () => {
    expect(managerAccess([role('admin')], 'chat')).toEqual({ allowed: true });
    expect(managerAccess([role('user')], 'chat')).toEqual({ allowed: false, message: messages.guard.noAccess });
  });
});
