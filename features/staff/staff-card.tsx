import { Phone } from 'lucide-react';
import type { Staff } from '../../contract/staff';
import { Avatar } from '../../ui/avatar';
import { Card } from '../../ui/card';
import { telHref } from '../../ui/tel-href';

/** What a card shows of a staff member: an island's props carry no more of the record. */
export type StaffCardMember = Pick<Staff, '_id' | 'name' | 'position' | 'phone' | 'image'>;

export interface StaffCardProps {
  member: StaffCardMember;
}

/** One staff member: portrait, name, job title and phone. */
export function StaffCard({ member }: StaffCardProps) {
  return (
    <Card padding="sm" className="h-full items-center text-center sm:p-6">
      <Avatar size="xl" src={member.image} alt="" className="size-20 ring-4 ring-brand-100 sm:size-28" />
      <h3 className="font-bold text-navy-900 sm:text-lg">{member.name}</h3>
      <p className="text-sm font-semibold text-brand-700">{member.position}</p>
      <a href={telHref(member.phone)} className="inline-flex items-center gap-1.5 text-xs sm:text-sm text-ink-muted underline-offset-4 hover:text-brand-700 hover:underline">
        <Phone aria-hidden="true" className="size-4" />
        {member.phone}
      </a>
    </Card>
  );
}
