import { List, PencilLine, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';

export type ManagerTab = 'list' | 'form';

export interface ManagerPageProps {
  title: string;
  description?: string;
  tab: ManagerTab;
  onTabChange: (tab: ManagerTab) => void;
  /** True while a row is being edited: the form tab then says so. */
  editing: boolean;
  /** What the form adds: 'dịch vụ' gives 'Thêm dịch vụ' / 'Sửa dịch vụ'. */
  noun: string;
  list: ReactNode;
  form: ReactNode;
}

/** A back-office screen: its title, then a list tab and an add/edit form tab. */
export function ManagerPage({ title, description, tab, onTabChange, editing, noun, list, form }: ManagerPageProps) {
  return (
    <section aria-labelledby="manager-page-title" className="space-y-5">
      <header>
        <h1 id="manager-page-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1 text-ink-muted">{description}</p> : null}
      </header>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'form' ? 'form' : 'list')}>
        <TabsList aria-label={title}>
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            Danh sách
          </TabsTrigger>
          <TabsTrigger value="form">
            {editing ? <PencilLine aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {editing ? `Sửa ${noun}` : `Thêm ${noun}`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="min-w-0">
          {list}
        </TabsContent>
        <TabsContent value="form" className="min-w-0">
          {form}
        </TabsContent>
      </Tabs>
    </section>
  );
}
