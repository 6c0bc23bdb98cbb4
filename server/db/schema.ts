import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { newBookingCode } from '../lib/booking-code';
import { newObjectId } from '../lib/object-id';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newObjectId());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// ---------------------------------------------------------------- accounts and roles

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; unique per person whatever way they sign in. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through Google or Facebook. */
    passwordHash: text('password_hash'),
    image: text('image'),
    /** The customer's own delivery details, offered to them at checkout; null until they give them. */
    phone: text('phone'),
    address: text('address'),
    status: text('status', { enum: ['active', 'locked'] }).notNull().default('active'),
    type: text('type', { enum: ['local', 'google', 'facebook'] }).notNull().default('local'),
    verified: boolean('verified').notNull().default(false),
    /** The last sign-in (issue 43): an account unused for the retention setting's months is anonymised. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    /** A staff member's usual branch: the bookings screens open on it; null shows both. */
    usualBranch: text('usual_branch'),
    /** The accounts list's `q`: the folded full name and e-mail, one per line, kept by the database. */
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(full_name) || E'\\n' || search_fold(email)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    uniqueIndex('accounts_google_id_unique').on(t.googleId),
    uniqueIndex('accounts_facebook_id_unique').on(t.facebookId),
    // The accounts list pages newest first; the start page counts the month's new accounts.
    index('accounts_created_id_idx').on(t.createdAt, t.id),
    index('accounts_search_document_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

/** Verification, password-reset and password-change codes: hashed, single use, short-lived. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset', 'change_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_purpose').on(t.email, t.purpose),
    // Codes long past their expiry are swept when new ones are issued.
    index('one_time_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A registration waiting for its code. The account is made from it only when its own code
 * comes back (with the password chosen with it, from our dialog), so a password becomes usable
 * only once whoever chose it has also proved the mailbox: a second registration of the same
 * e-mail is a second row with its own code, never an overwrite. A row without a code records an
 * attempt on an address that already has an account; it only spaces out the notices to its owner.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    /**
     * The consents the form sent (issue 43), recorded as the account's once the mailbox is proved;
     * null: the garage's earlier client sent none. Kept here, not in `consents`, so a registration of
     * a taken address does the same work as a new one and changes nothing of its owner's choices.
     */
    consents: jsonb('consents').$type<{ noticeVersion: number; processing: boolean; serviceMessages: boolean; marketing: boolean }>(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Until then a sign-in with its password mails it a new code. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email, t.createdAt), index('pending_registrations_expires_idx').on(t.expiresAt)],
);

/**
 * One row per signed-in browser: a token counts only while its row exists, so logout ends
 * that session and a password reset, a password change or a lock ends the others at once
 * (a signed JWT alone would stay valid until it expires, httpOnly cookie included).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

// ---------------------------------------------------------------- media

/** Uploaded images, keyed by the SHA-256 of their bytes so one picture is stored once. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * Narrower copies of a stored picture for `/media/<id>?w=<width>`, made once (see
 * server/lib/image-variants.ts) and kept here rather than in the server's memory. `format` is
 * 'webp' (what browsers ask for) or 'original' (the picture's own format, for the rare
 * browser without WebP). Every width has its row, even one wider than the picture: that row
 * holds the full-size copy, so a request is one lookup by its exact key.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['webp', 'original'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

// ---------------------------------------------------------------- catalogue

/** Lists answer newest first with the id as tie-break: one index serves that order and its pages. */
const newestFirst = (table: string, t: { createdAt: AnyPgColumn; id: AnyPgColumn }) => index(`${table}_created_id_idx`).on(t.createdAt, t.id);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    ...timestamps,
  },
  (t) => [newestFirst('categories', t)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** Name without diacritics, lower-cased: "bao duong" finds "Bảo dưỡng" (the public search). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Name, category name and description, each folded like `searchText`, joined by "\n"
     * (see productSearchDocument): what the back-office list's `q` searches. Kept current by
     * the product services and, for the category part, by the category rename.
     */
    searchDocument: text('search_document').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Whole Vietnamese dong. */
    price: integer('price').notNull(),
    /** Units in stock. */
    quantity: integer('quantity').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: text('image'),
    subImages: jsonb('sub_images').$type<string[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** For a service: when the car is due again (oil every 5,000 km or 6 months); the job's next service is suggested from it. */
    serviceIntervalKm: integer('service_interval_km'),
    serviceIntervalMonths: integer('service_interval_months'),
    ...timestamps,
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_quantity_non_negative', sql`${t.quantity} >= 0`),
    index('products_category_idx').on(t.categoryId),
    newestFirst('products', t),
    index('products_price_idx').on(t.price),
    // The start page's low-stock figure and the list's maxQuantity filter.
    index('products_quantity_idx').on(t.quantity),
    // Trigram index: `like '%word%'` on the folded text without reading every row (pg_trgm).
    index('products_search_document_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
  ],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_specifications_product_idx').on(t.productId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (t) => [index('comments_product_idx').on(t.productId)],
);

// ---------------------------------------------------------------- content

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    /** Shown under 'Tin khuyến mãi' on the home page; staff tick it in the news form. */
    promotion: boolean('promotion').notNull().default(false),
    ...timestamps,
  },
  (t) => [newestFirst('news', t)],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    image: text('image').notNull(),
    // Laid over the picture on the home page; all null for a picture-only banner.
    title: text('title'),
    description: text('description'),
    buttonLabel: text('button_label'),
    link: text('link'),
    ...timestamps,
  },
  (t) => [newestFirst('banners', t)],
);

export const staffPositions = pgTable(
  'staff_positions',
  {
    id: id(),
    name: text('name').notNull().unique(),
    ...timestamps,
  },
  (t) => [newestFirst('staff_positions', t)],
);

export const staff = pgTable(
  'staff',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    position: text('position').notNull(),
    image: text('image'),
    positionId: text('position_id')
      .notNull()
      .references(() => staffPositions.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [newestFirst('staff', t), index('staff_position_idx').on(t.positionId)],
);

// ---------------------------------------------------------------- shop

export const favorites = pgTable(
  'favorites',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [unique('cart_items_account_product').on(t.accountId, t.productId), check('cart_items_quantity_positive', sql`${t.quantity} >= 1`)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('COD'),
    total: integer('total').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] }).notNull().default('pending'),
    /** A repeated submit with the same key returns the first order instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    /**
     * What the back office's `q` searches: the order code (last 6 characters of the id), the
     * customer's name, phone and e-mail, each folded by search_fold (migration 0002), one per
     * line. Computed by the database from the row itself, so no write path can forget it.
     */
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(right(id, 6)) || E'\\n' || search_fold(name) || E'\\n' || search_fold(phone) || E'\\n' || search_fold(email)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_account_idempotency').on(t.accountId, t.idempotencyKey),
    index('orders_account_idx').on(t.accountId),
    newestFirst('orders', t),
    index('orders_status_idx').on(t.status),
    index('orders_search_document_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The name and price at the time of the order, kept even if the product changes. */
    productName: text('product_name').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} >= 1`)],
);

/**
 * Every real status change of an order: who made it, from what, to what. Written in the
 * change's transaction under the order's row lock, so the rows of one order form a chain
 * (each `from` is the previous `to`). `created_at` is the clock at the insert
 * (clock_timestamp(), not the transaction's start as now() would be): a change that waited
 * for the lock sorts after the one it waited for.
 */
export const orderUpdates = pgTable(
  'order_updates',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: ['pending', 'processing', 'completed', 'cancelled'] }).notNull(),
    toStatus: text('to_status', { enum: ['pending', 'processing', 'completed', 'cancelled'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('order_updates_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------- bookings

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    numberPhone: text('number_phone').notNull(),
    /** Calendar day in Vietnam time. */
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] }).notNull().default('pending'),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** One of BRANCH_IDS (contract/garage.ts); bookings made without one (the deployed client) go to DEFAULT_BRANCH. */
    branch: text('branch').notNull().default('quan-12'),
    /** The reference the customer keeps (contract/booking-code.ts): with the phone it finds the booking again. */
    code: text('code')
      .notNull()
      .$defaultFn(() => newBookingCode()),
    /** When the customer moved it themselves (once per booking); null until then. */
    customerMovedAt: timestamp('customer_moved_at', { withTimezone: true }),
    /** Staff let this phone hold a second booking in the same day and slot (with a reason in the history). */
    samePhoneAllowed: boolean('same_phone_allowed').notNull().default(false),
    carPlate: text('car_plate').notNull().default(''),
    carModel: text('car_model').notNull().default(''),
    /** The service asked for, if one was chosen from the catalogue; its name as it was then, kept if the service goes. */
    productId: text('product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who entered it: the customer signed in, or the staff member at the desk (account_id then stays null: the booking is the caller's); null for a visitor. */
    bookedBy: text('booked_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** When the day-before reminder was mailed (server/services/booking-reminders.ts); null until then. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** A retried request with the same key answers this booking instead of making a second one. */
    idempotencyKey: text('idempotency_key'),
    /** What that request asked (a hash of who and what): the same key with another request is refused. */
    requestHash: text('request_hash'),
    /** The staff list's `q`: the folded name and the phone, one per line, kept by the database. */
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(full_name) || E'\\n' || search_fold(number_phone)`),
    ...timestamps,
  },
  (t) => [
    index('bookings_date_slot_idx').on(t.date, t.timeSlot),
    newestFirst('bookings', t),
    // The status filter, and the start page's pending bookings.
    index('bookings_status_date_idx').on(t.status, t.date),
    index('bookings_search_document_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
    uniqueIndex('bookings_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('bookings_code_unique').on(t.code),
    // One phone, one place per day and slot, unless staff allowed a second: two requests at once cannot both pass.
    uniqueIndex('bookings_phone_slot_unique')
      .on(t.numberPhone, t.date, t.timeSlot)
      .where(sql`${t.status} <> 'cancelled' and not ${t.samePhoneAllowed}`),
  ],
);

/**
 * One row per day and slot, locked while a booking is counted and inserted, so two
 * requests for the last place cannot both take it.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    branch: text('branch').notNull().default('quan-12'),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.timeSlot, t.branch] }), check('booking_slots_booked_non_negative', sql`${t.booked} >= 0`)],
);

/** A branch's own settings; a missing row or a null value means the default (BOOKING_SLOT_CAPACITY). */
export const branchSettings = pgTable('branch_settings', {
  branch: text('branch').primaryKey(),
  slotCapacity: integer('slot_capacity'),
  /** Dong per labour hour (issue 44); null: DEFAULT_LABOUR_RATE. */
  labourRate: bigint('labour_rate', { mode: 'number' }),
  ...timestamps,
});

/**
 * Days the garage closes besides the lunar holidays it always closes for (server/lib/lunar-holidays.ts):
 * a branch's (a training day) or both (branch null). Booking forms offer none of them.
 */
export const closedDays = pgTable(
  'closed_days',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    branch: text('branch'),
    reason: text('reason').notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('closed_days_date_branch_unique').on(t.date, sql`coalesce(${t.branch}, '')`)],
);

/** Every change of a branch's settings: who changed what from what to what. */
export const branchSettingChanges = pgTable(
  'branch_setting_changes',
  {
    id: id(),
    branch: text('branch').notNull(),
    setting: text('setting').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('branch_setting_changes_created_idx').on(t.createdAt)],
);

/** Every staff edit of a booking with its required reason. */
export const bookingUpdates = pgTable(
  'booking_updates',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    /**
     * The customer made this change themselves (signed in, or by reference and phone, where no
     * account is named): the account alone cannot tell a lookup visitor from the garage.
     */
    byCustomer: boolean('by_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('booking_updates_booking_idx').on(t.bookingId)],
);

/**
 * A booking staff deleted, kept by its reference and phone only, so 'Tra cứu lịch hẹn' can say
 * the garage removed it instead of 'not found' (the row and its history are gone).
 */
export const deletedBookings = pgTable(
  'deleted_bookings',
  {
    code: text('code').primaryKey(),
    numberPhone: text('number_phone').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

// ---------------------------------------------------------------- live chat

/** One live-chat conversation per customer account; ended and reopened as the customer returns. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'active', 'ended'] }).notNull().default('waiting'),
    /** The staff account that took it; null while it waits. */
    staffId: text('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The highest message number used; bumped under the row lock, so numbers are never shared. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Customer messages up to this number have been opened by staff. */
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    /** The customer has the chat open in some tab (kept on join, leave and disconnect, across processes). */
    customerOnline: boolean('customer_online').notNull().default(false),
    /** Messages up to this number reached the customer while they had the chat open. */
    customerSeenSeq: integer('customer_seen_seq').notNull().default(0),
    /** Staff replied while the customer was away: when to mail them the reply, if they are still away then. */
    offlineMailDueAt: timestamp('offline_mail_due_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_conversations_customer_unique').on(t.customerId),
    index('chat_conversations_offline_mail_idx').on(t.offlineMailDueAt).where(sql`${t.offlineMailDueAt} is not null`),
    // The staff list: open conversations, newest activity first.
    index('chat_conversations_open_idx').on(t.status, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['customer', 'staff'] }).notNull(),
    /** Who wrote it; kept as written even if the account is later deleted. */
    senderId: text('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('chat_messages_conversation_seq_unique').on(t.conversationId, t.seq),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A visitor without an account left a message in the chat panel; staff answer it by mail (or by
 * phone when only a phone was given). No address is stored: the consent covers name, contact and
 * text only.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Ten digits, or null when only an e-mail was given. */
    phone: text('phone'),
    /** Lower-cased, or null when only a phone was given. */
    email: text('email'),
    message: text('message').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: text('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_messages_open_idx').on(t.createdAt).where(sql`${t.answeredAt} is null`),
    check('guest_messages_contact', sql`${t.phone} is not null or ${t.email} is not null`),
  ],
);

// ---------------------------------------------------------------- notifications

/**
 * A queued mail's file: its content, or (`invoiceOf`) the job whose invoice PDF the queue attaches
 * when it sends the mail, so no transaction waits for a PDF to be drawn.
 */
/** `cid`: a picture the mail's HTML shows inline (`<img src="cid:…">`), such as a VietQR code. */
export type QueuedAttachment = { filename: string; contentType: string } & ({ content: string; encoding?: 'base64'; cid?: string } | { invoiceOf: string });

/**
 * Every mail, stored before it is sent (server/plugins/mail-queue.ts): claimed by one process at
 * a time with a lease, retried with back-off while SMTP fails, kept after it is sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    /** Which template wrote it (mail/render-mail.ts), for the logs. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<QueuedAttachment[]>().notNull().default([]),
    /** 'withheld': the person withdrew the consent its purpose needs before it went (issue 43). */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'withheld'] }).notNull().default('pending'),
    /**
     * Why the garage may send it: 'transactional' (what the person asked for: a code, a booking's
     * confirmation, an invoice), or a consent purpose ('serviceMessages', 'marketing') checked again
     * when it is sent.
     */
    purpose: text('purpose', { enum: ['transactional', 'serviceMessages', 'marketing'] }).notNull().default('transactional'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': the claim runs out then, and another process may take the mail again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Mails that must go once only (one offline reply per absence) carry a key; a second insert is ignored. */
    dedupeKey: text('dedupe_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim: due mails, oldest first.
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    uniqueIndex('mail_queue_dedupe_key_unique').on(t.dedupeKey),
  ],
);

/** Per staff member: when they last opened the bookings and orders lists, and their alert settings. */
export const staffAlertMarks = pgTable('staff_alert_marks', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  bookingsSeenAt: timestamp('bookings_seen_at', { withTimezone: true }),
  ordersSeenAt: timestamp('orders_seen_at', { withTimezone: true }),
  sound: boolean('sound').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- the workshop

/**
 * A car the garage has worked on, keyed by its normalised plate (contract/repair-steps.ts
 * normalizePlate): '51A-123.45' and '51a12345' are one row. No owner: who may see a vehicle's
 * jobs is decided per job, by its account, never by the plate.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    plateKey: text('plate_key').notNull(),
    /** As the garage writes it (displayPlate). */
    plate: text('plate').notNull(),
    model: text('model').notNull().default(''),
    year: integer('year'),
    lastOdometerKm: integer('last_odometer_km'),
    /**
     * Who the car belongs to now, as the last check-in named them: their account when they have
     * one, else their name and phone. A check-in for someone else is refused until the desk says
     * the car changed hands (vehicle_owner_changes); jobs before stay with their own customer.
     */
    ownerAccountId: text('owner_account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    ownerName: text('owner_name').notNull().default(''),
    ownerPhone: text('owner_phone').notNull().default(''),
    ownerSince: timestamp('owner_since', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vehicles_plate_key_unique').on(t.plateKey),
    // The board's search by part of a plate.
    index('vehicles_plate_key_trgm_idx').using('gin', t.plateKey.op('gin_trgm_ops')),
  ],
);

/** A car changing hands at the desk ('xe của khách này'): who had it, who has it from then, who said so. */
export const vehicleOwnerChanges = pgTable(
  'vehicle_owner_changes',
  {
    id: id(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fromAccountId: text('from_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromPhone: text('from_phone').notNull(),
    toAccountId: text('to_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    toName: text('to_name').notNull(),
    toPhone: text('to_phone').notNull(),
    staffId: text('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_owner_changes_vehicle_idx').on(t.vehicleId, t.createdAt)],
);

/**
 * A repair order ('phiếu sửa chữa'): opened at check-in, moved through the 12 steps, closed when
 * it reaches 'Bảo hành'. `version` grows with every move: a move names the version it saw and
 * updates only that one, so two staff moving at once cannot both win, on any process.
 */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: id(),
    code: text('code')
      .notNull()
      .$defaultFn(() => newBookingCode()),
    branch: text('branch').notNull(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The customer's account (from the booking); null for a walk-in, who follows the job by code and phone. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    numberPhone: text('number_phone').notNull(),
    /** The car as it was at this job (a vehicle's model can be corrected later). */
    odometerKm: integer('odometer_km').notNull(),
    fuelLevel: integer('fuel_level').notNull(),
    complaint: text('complaint').notNull().default(''),
    productId: text('product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull().default(''),
    staffId: text('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The technician leading the work (issue 44): the job is on their tablet. */
    leadTechnicianId: text('lead_technician_id').references(() => accounts.id, { onDelete: 'set null' }),
    step: text('step').notNull().default('received'),
    version: integer('version').notNull().default(1),
    stepStartedAt: timestamp('step_started_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The next service, by date and by km (suggested from the service done); the reminder goes N days before the date. */
    nextServiceOn: date('next_service_on', { mode: 'string' }),
    nextServiceKm: integer('next_service_km'),
    /** When the next-service reminder was claimed and queued (server/services/repairs/next-service.ts); once only. */
    nextServiceRemindedAt: timestamp('next_service_reminded_at', { withTimezone: true }),
    /** The board's `q`: folded name, phone, plate key and code, one per line, kept by the database. */
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(full_name) || E'\\n' || number_phone || E'\\n' || code`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('repair_orders_code_unique').on(t.code),
    // One job per booking: a second 'Nhận xe' of the same booking is refused, also when two desks click at once.
    uniqueIndex('repair_orders_booking_unique').on(t.bookingId),
    // The board: open jobs of a branch.
    index('repair_orders_open_idx').on(t.branch, t.step).where(sql`${t.closedAt} is null`),
    index('repair_orders_closed_idx').on(t.closedAt, t.id).where(sql`${t.closedAt} is not null`),
    index('repair_orders_vehicle_idx').on(t.vehicleId, t.createdAt),
    index('repair_orders_account_idx').on(t.accountId, t.createdAt),
    index('repair_orders_search_document_trgm_idx').using('gin', t.searchDocument.op('gin_trgm_ops')),
    check('repair_orders_version_positive', sql`${t.version} > 0`),
    // The reminder job: jobs with a next service not yet reminded.
    index('repair_orders_next_service_idx').on(t.nextServiceOn).where(sql`${t.nextServiceOn} is not null and ${t.nextServiceRemindedAt} is null`),
  ],
);

/** Every move of a job between steps, the check-in first (from_step null): when, who, why, and what the customer may see. */
export const repairMoves = pgTable(
  'repair_moves',
  {
    id: id(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    fromStep: text('from_step'),
    toStep: text('to_step').notNull(),
    /** The version the job reached with this move: (repair_id, version) is unique, so no move is ever doubled. */
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** 'cho khách xem' */
    shared: boolean('shared').notNull().default(false),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('repair_moves_repair_version_unique').on(t.repairId, t.version)],
);

/** The master's limit per step before a card turns red; a missing row means DEFAULT_STEP_LIMIT_MINUTES. */
export const repairStepLimits = pgTable('repair_step_limits', {
  step: text('step').primaryKey(),
  /** null: no limit. */
  minutes: integer('minutes'),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- inspection, quote, invoice

/** A checklist the master keeps per kind of job; the general one is seeded (brakes, tyres, fluids...). */
export const inspectionTemplates = pgTable('inspection_templates', {
  id: id(),
  name: text('name').notNull(),
  /** The points in order; a point's id stays when it is renamed, so reports and quote lines keep pointing at it. */
  points: jsonb('points').$type<Array<{ id: string; label: string }>>().notNull().default([]),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** The inspection of one job at 'Kiểm tra': each point 'tốt', 'cần theo dõi' or 'cần xử lý ngay', with a note and photos. */
export const repairInspections = pgTable('repair_inspections', {
  repairId: text('repair_id')
    .primaryKey()
    .references(() => repairOrders.id, { onDelete: 'cascade' }),
  templateId: text('template_id').references(() => inspectionTemplates.id, { onDelete: 'set null' }),
  templateName: text('template_name').notNull(),
  points: jsonb('points')
    .$type<Array<{ id: string; label: string; status: 'good' | 'watch' | 'urgent'; note: string; photos: string[] }>>()
    .notNull()
    .default([]),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** Grows with every save; a save names the version it started from, so a stale form gets 409 rather than overwriting. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/**
 * The quote of one job ('báo giá'). `version` grows with every change the staff save; an answer
 * names the version it answered, so a changed quote has no answer until the customer gives a new
 * one. Totals are the server's, in whole dong.
 */
export const repairQuotes = pgTable(
  'repair_quotes',
  {
    repairId: text('repair_id')
      .primaryKey()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    /** 0, 8 or 10 (%). */
    vatRate: integer('vat_rate').notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The answer to `answeredVersion`: who signed (typed full name), when, from where, and how. */
    answeredVersion: integer('answered_version'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signedAddress: text('signed_address'),
    /** 'account' (signed in), 'tracking' (code and phone) or 'phone' (staff recorded what the customer said on the phone). */
    answeredVia: text('answered_via'),
    /** The customer's account, or the staff member who recorded a phone answer. */
    answeredBy: text('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('repair_quotes_vat_rate', sql`${t.vatRate} in (0, 8, 10)`),
    check('repair_quotes_amounts_non_negative', sql`${t.discount} >= 0 and ${t.subtotal} >= 0 and ${t.vat} >= 0 and ${t.total} >= 0`),
  ],
);

/** A line of a quote: a part (from the catalogue or free text), labour (hours x rate) or other. */
export const repairQuoteLines = pgTable(
  'repair_quote_lines',
  {
    id: id(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['part', 'labour', 'other'] }).notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The part fitted: approving the line reserves it at the job's branch, the payment uses it (the parts ledger). */
    partId: text('part_id').references((): AnyPgColumn => parts.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    /** Units, or hours for labour (two decimals). */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    /** The inspection point this line answers, if any. */
    inspectionPointId: text('inspection_point_id'),
    warrantyMonths: integer('warranty_months'),
    warrantyKm: integer('warranty_km'),
    /** The customer's answer to the quote's current version; null until answered. */
    approved: boolean('approved'),
    /** Units of the product taken from stock when the line was approved, given back if the quote changes. */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    /**
     * Set when the customer approved this part but the stock could not cover it at the answer: the
     * units left then. The line is kept as not approved ('Chờ hàng') and the rest of the answer stands.
     */
    stockLeft: integer('stock_left'),
    /** The technician named on a labour line (issue 44); kept when the quote is saved again with the line's id. */
    technicianId: text('technician_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('repair_quote_lines_repair_idx').on(t.repairId, t.position),
    check('repair_quote_lines_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.lineTotal} >= 0 and ${t.reservedQuantity} >= 0`),
  ],
);

/** The payment recorded at handover, which closes the job; its number is the invoice's. */
export const repairPayments = pgTable('repair_payments', {
  repairId: text('repair_id')
    .primaryKey()
    .references(() => repairOrders.id, { onDelete: 'cascade' }),
  invoiceNumber: integer('invoice_number').generatedAlwaysAsIdentity().notNull().unique(),
  method: text('method', { enum: ['cash', 'transfer', 'card'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job's invoice PDF as last drawn (server/services/repairs/invoice-pdf-store.ts), so downloads
 * and the handover mail of an unchanged invoice never draw it again: `fingerprint` is a hash of
 * everything the sheet prints, and a changed quote or a payment draws a new one over it.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  repairId: text('repair_id')
    .primaryKey()
    .references(() => repairOrders.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  pdf: bytea('pdf').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A warranty a closed job left on the car: per approved line, by months, by km or both. */
export const vehicleWarranties = pgTable(
  'vehicle_warranties',
  {
    id: id(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** The odometer reading up to which it holds. */
    untilKm: integer('until_km'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_warranties_vehicle_idx').on(t.vehicleId)],
);

// ---------------------------------------------------------------- the parts store

/** A part (phụ tùng) the workshop fits or the shop sells; its stock is kept per branch below. */
export const parts = pgTable(
  'parts',
  {
    id: id(),
    /** Upper-cased, unique. */
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    unit: text('unit').notNull(),
    /** SKU, name and brand folded (foldSearchText): what the list's `q` searches, through a trigram index. */
    searchText: text('search_text').notNull().default(''),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull(),
    /** The moving average of the receipts, whole dong. */
    costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parts_sku_unique').on(t.sku),
    index('parts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('parts_name_idx').on(t.name, t.sku),
    uniqueIndex('parts_product_unique').on(t.productId),
    check('parts_prices_whole', sql`${t.salePrice} >= 0 and ${t.costPrice} >= 0`),
  ],
);

/**
 * A part's balance at one branch: the sum of its movements there (on hand) and what approved
 * quotes hold of it (reserved). Written only in the transaction that writes the movement, under
 * this row's lock, so concurrent writers queue on it; the checks are the last line of defence.
 */
export const partStock = pgTable(
  'part_stock',
  {
    partId: text('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    reorderPoint: integer('reorder_point').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.branch] }),
    check('part_stock_never_negative', sql`${t.onHand} >= 0 and ${t.reserved} >= 0 and ${t.reorderPoint} >= 0`),
  ],
);

/** The ledger: one row per change of stock, never updated nor deleted. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    partId: text('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    branch: text('branch').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    documentKind: text('document_kind').notNull(),
    documentId: text('document_id').notNull(),
    note: text('note').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_part_branch_idx').on(t.partId, t.branch, t.createdAt),
    index('stock_movements_created_idx').on(t.createdAt),
    check('stock_movements_not_zero', sql`${t.quantity} <> 0`),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  taxCode: text('tax_code').notNull().default(''),
  address: text('address').notNull().default(''),
  note: text('note').notNull().default(''),
  ...timestamps,
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    branch: text('branch').notNull(),
    year: integer('year').notNull(),
    /** Per branch and year, from 1. */
    sequence: integer('sequence').notNull(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('purchase_orders_number_unique').on(t.branch, t.year, t.sequence), index('purchase_orders_created_idx').on(t.createdAt)],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    partId: text('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    received: integer('received').notNull().default(0),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId),
    check('purchase_order_lines_received', sql`${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
  ],
);

export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    branch: text('branch').notNull(),
    status: text('status').notNull().default('open'),
    reason: text('reason').notNull(),
    /** [{ partId, counted, expected }]: expected is the book's on hand when the count was finished. */
    lines: jsonb('lines').$type<Array<{ partId: string; counted: number; expected: number | null }>>().notNull().default([]),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  // One open count per branch, held by the database itself against two desks starting at once.
  (t) => [uniqueIndex('stock_counts_one_open').on(t.branch).where(sql`${t.status} = 'open'`)],
);

// ---------------------------------------------------------------- money (issue 42)

/** The account a branch's customers transfer to: the VietQR code's bank and number. */
export const branchBankAccounts = pgTable('branch_bank_accounts', {
  branch: text('branch').primaryKey(),
  bin: text('bin').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  updatedBy: text('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every sum a job took or gave back (contract/job-money.ts): the balance is always computed from
 * these rows, never kept. `idempotencyKey` makes a retried request answer the first payment.
 */
export const jobPayments = pgTable(
  'job_payments',
  {
    id: id(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    /** The job's branch when the money was taken: the cash book and the reports count it there. */
    branch: text('branch').notNull(),
    kind: text('kind', { enum: ['deposit', 'payment', 'refund'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: ['cash', 'transfer', 'card'] }).notNull(),
    note: text('note').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    transferId: text('transfer_id'),
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_payments_idempotency').on(t.repairId, t.idempotencyKey),
    index('job_payments_repair_idx').on(t.repairId),
    index('job_payments_paid_idx').on(t.paidAt),
    check('job_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A customer or company the garage lets pay later. */
export const creditAccounts = pgTable('credit_accounts', {
  id: id(),
  kind: text('kind', { enum: ['customer', 'company'] }).notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  taxCode: text('tax_code').notNull().default(''),
  limit: bigint('credit_limit', { mode: 'number' }).notNull(),
  days: integer('days').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A job a master let go on credit: what was left then, and when it falls due. */
export const repairCredits = pgTable(
  'repair_credits',
  {
    repairId: text('repair_id')
      .primaryKey()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    creditAccountId: text('credit_account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    grantedBy: text('granted_by').references(() => accounts.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_credits_account_idx').on(t.creditAccountId)],
);

/** The days the overdue-receivables alert went out: one row per day, whichever process claims it. */
export const receivableAlertDays = pgTable('receivable_alert_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An incoming bank transfer, from the webhook or a statement, recorded once. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    source: text('source', { enum: ['webhook', 'statement'] }).notNull(),
    /** The service's delivery id (webhook) or the statement's transaction id. */
    externalId: text('external_id').notNull(),
    /** The bank's own reference of the transaction, when known: a statement row and a webhook delivery of one transfer share it. */
    bankReference: text('bank_reference').notNull().default(''),
    gateway: text('gateway').notNull().default(''),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    transactedAt: timestamp('transacted_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['matched', 'unmatched', 'dismissed'] }).notNull(),
    repairId: text('repair_id').references(() => repairOrders.id, { onDelete: 'set null' }),
    paymentId: text('payment_id'),
    reason: text('reason').notNull().default(''),
    handledBy: text('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transfers_external_unique').on(t.source, t.externalId),
    uniqueIndex('bank_transfers_reference_unique').on(t.accountNumber, t.bankReference).where(sql`${t.bankReference} <> ''`),
    index('bank_transfers_status_idx').on(t.status, t.receivedAt),
  ],
);

/** A branch's cash day once it was closed (or reopened): the count and its difference. No row: an open day. */
export const cashDays = pgTable(
  'cash_days',
  {
    branch: text('branch').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }),
    countedCash: bigint('counted_cash', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.branch, t.day] })],
);

/** Every closing and reopening of a cash day, with who, the count and the reason. */
export const cashDayEvents = pgTable(
  'cash_day_events',
  {
    id: id(),
    branch: text('branch').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    action: text('action', { enum: ['close', 'reopen'] }).notNull(),
    countedCash: bigint('counted_cash', { mode: 'number' }),
    difference: bigint('difference', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_day_events_day_idx').on(t.branch, t.day)],
);

/** One cash sum in or out of a branch's drawer on a day. */
export const cashEntries = pgTable(
  'cash_entries',
  {
    id: id(),
    branch: text('branch').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['receipt', 'expense'] }).notNull(),
    source: text('source', { enum: ['repair', 'order', 'manual'] }).notNull(),
    category: text('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    repairId: text('repair_id').references(() => repairOrders.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: text('payment_id'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cash_entries_day_idx').on(t.branch, t.day), check('cash_entries_amount_positive', sql`${t.amount} > 0`)],
);

// ---------------------------------------------------------------- personal data (issue 43)

/** Every version of the privacy notice ever published; the highest is in force. */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text('published_by').references(() => accounts.id, { onDelete: 'set null' }),
});

/**
 * One consent given or withdrawn, never updated: the latest row per person and purpose is the
 * choice in force. A person is an account, or an e-mail or a phone for guests.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email'),
    phone: text('phone'),
    purpose: text('purpose', { enum: ['processing', 'serviceMessages', 'marketing'] }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    channel: text('channel', { enum: ['register', 'booking', 'bot', 'desk', 'chat', 'guest_message', 'checkin', 'account', 'mail_link', 'legacy'] }).notNull(),
    recordedBy: text('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_account_idx').on(t.accountId, t.purpose, t.at),
    index('consents_email_idx').on(t.email, t.purpose, t.at),
    index('consents_phone_idx').on(t.phone, t.purpose, t.at),
  ],
);

/** A person's request about their data, and the garage's answer. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    kind: text('kind', { enum: ['access', 'correction', 'restriction', 'objection', 'erasure'] }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'done', 'refused'] }).notNull().default('open'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    reference: text('reference'),
    phone: text('phone'),
    email: text('email'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Set by the one process that alerted the masters of a nearing deadline. */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
  },
  (t) => [index('privacy_requests_status_idx').on(t.status, t.deadline)],
);

/** A code mailed to a guest to prove a request (reference and phone first). */
export const privacyCodes = pgTable(
  'privacy_codes',
  {
    id: id(),
    reference: text('reference').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_codes_reference_idx').on(t.reference, t.phone)],
);

/** The breach register. */
export const privacyBreaches = pgTable('privacy_breaches', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  dataKinds: text('data_kinds').notNull(),
  peopleAffected: integer('people_affected').notNull(),
  measures: text('measures').notNull(),
  status: text('status', { enum: ['open', 'reported', 'closed'] }).notNull().default('open'),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  recordedBy: text('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** One row: how long each kind of data is kept. */
export const privacySettings = pgTable('privacy_settings', {
  id: integer('id').primaryKey().default(1),
  bookingPhotoMonths: integer('booking_photo_months').notNull().default(24),
  chatMonths: integer('chat_months').notNull().default(24),
  inactiveAccountMonths: integer('inactive_account_months').notNull().default(36),
  invoiceYears: integer('invoice_years').notNull().default(10),
  updatedBy: text('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The daily retention run, claimed per day by one process (the insert that wins). */
export const privacyJobs = pgTable('privacy_jobs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  bookingPhotos: integer('booking_photos').notNull().default(0),
  chatMessages: integer('chat_messages').notNull().default(0),
  accounts: integer('accounts').notNull().default(0),
});

/**
 * The audit log, written by the database's triggers in the change's transaction and sealed at
 * commit (seq, prev_hash, hash) under one lock, so the chain follows the order of commits. The
 * guard triggers refuse any update but the sealing and any delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    ip: text('ip'),
    action: text('action', { enum: ['insert', 'update', 'delete', 'export'] }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_log_seq_unique').on(t.seq),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.seq),
    index('audit_log_actor_idx').on(t.actorId, t.seq),
    index('audit_log_at_idx').on(t.at),
  ],
);

// ---------------------------------------------------------------- the workshop floor (issue 44)

/**
 * Every tap on a labour line's clock, the pauses the server adds (another line started, the
 * branch closed) and staff corrections. Never updated: the line's time is folded from its rows in
 * the order of `at` (contract/workshop-rules.ts foldClock). `key` is the tablet's, once per tap.
 */
export const clockEvents = pgTable(
  'clock_events',
  {
    id: id(),
    repairId: text('repair_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    /** The quote line (no foreign key: a line saved again keeps its id; a removed line keeps its hours here). */
    lineId: text('line_id').notNull(),
    technicianId: text('technician_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['start', 'pause', 'finish', 'auto_pause', 'closing_pause', 'correction'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A correction's change in seconds. */
    seconds: integer('seconds'),
    reason: text('reason').notNull().default(''),
    key: text('key'),
    recordedBy: text('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clock_events_key_unique').on(t.technicianId, t.key),
    index('clock_events_line_idx').on(t.repairId, t.lineId, t.at),
    index('clock_events_technician_idx').on(t.technicianId, t.at),
  ],
);

/** A package of work the master keeps ('Bảo dưỡng 10.000 km'): labour hours and parts with quantities. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: id(),
    name: text('name').notNull(),
    lines: jsonb('lines')
      .$type<Array<{ kind: 'labour' | 'part'; description: string; quantity: number; partId: string | null }>>()
      .notNull()
      .default([]),
    version: integer('version').notNull().default(1),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('service_packages_name_unique').on(sql`lower(${t.name})`)],
);

/** One row: the parts markup by cost band (contract/workshop-rules.ts markedUpPrice); missing: the defaults. */
export const workshopSettings = pgTable(
  'workshop_settings',
  {
    id: integer('id').primaryKey().default(1),
    markupBands: jsonb('markup_bands').$type<Array<{ upTo: number | null; percent: number }>>().notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('workshop_settings_one_row', sql`${t.id} = 1`)],
);

/** The share of labour a technician earns as commission, set by the master. */
export const technicianShares = pgTable('technician_shares', {
  technicianId: text('technician_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
