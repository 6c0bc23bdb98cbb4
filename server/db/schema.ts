import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newObjectId } from '../lib/object-id';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newObjectId());
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  ...timestamps,
});
