import { boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, twoFactorColumns } from './columns';
import { dealers, staffAccounts } from './staff-schema';
import type { ContractBuyer, ContractPrice, Dealer } from '../../sale/purchases';
import type { ContractStatus, MilestoneKey, PreorderStatus } from '../../purchase/states';
import type { BalanceMethod, DepositMethod } from '../../staff/pipeline';
import { DEFAULT_NOTICE_PREFS, type NoticePrefs } from '../../purchase/notice-prefs';
import type { StoredNewsState } from '../../content/news-status';

// ── Members and sessions ────────────────────────────────────────────────

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberType: text('member_type').$type<'individual' | 'enterprise'>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<'pending' | 'active'>().notNull().default('pending'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    cityId: text('city_id').notNull(),
    townId: text('town_id').notNull(),
    zip: text('zip').notNull(),
    address: text('address').notNull(),
    idNumber: text('id_number'),
    companyName: text('company_name'),
    ubn: text('ubn'),
    contactName: text('contact_name'),
    contactTitle: text('contact_title'),
    phone: text('phone'),
    ...twoFactorColumns(),
    /** Which optional notices the member wants by mail; the contract and cancellation mails always go. */
    noticePrefs: jsonb('notice_prefs').$type<NoticePrefs>().notNull().default(DEFAULT_NOTICE_PREFS),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'web' serves every call; 'password-change' only PUT /login/v1/reset (L00004). */
    purpose: text('purpose').$type<'web' | 'password-change'>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent (truncated) and the client address when the session began, for the member's list of devices. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** The step between a right password and the TOTP code (L00006): single use, 5 minutes, only its hash kept. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash)],
);

/** One row per code sent: registration, forgotten password or a new e-mail address. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'register' | 'forget' | 'email-change'>().notNull(),
    /** Null for a decoy (unknown or taken address), which no code ever matches. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    /** A registration decoy keeps the password it was given, so logging in with it answers L00005 too. */
    passwordHash: text('password_hash'),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_member_idx').on(t.memberId),
    index('verifications_email_idx').on(t.email),
    uniqueIndex('verifications_reset_key').on(t.resetTokenHash),
  ],
);

/** The link mailed to the old address after an e-mail change: undoes it for 7 days, once. */
export const emailUndos = pgTable(
  'email_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_undos_token_key').on(t.tokenHash), index('email_undos_member_idx').on(t.memberId)],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Failed logins of one account from one source address: that pair alone waits (policy.ts LOGIN_THROTTLE). */
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The pair's next try is refused (L00003) before this moment. */
    waitUntil: timestamp('wait_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.source] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  /** Set while one instance hands the message to SMTP (lib/server/mail/outbox.ts); a claim older than its lease is taken over. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** After a refused send: not tried again before this time. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Written for an unknown address so it costs what a member's mail costs; never sent or shown. */
  decoy: boolean('decoy').notNull().default(false),
  /** A notice's one key (its audit entry): the same notice is never queued twice. */
  noticeKey: text('notice_key').unique(),
  /** Files sent with the mail (a test drive's .ics), their content as text. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
});

// ── Vehicle catalog ─────────────────────────────────────────────────────

export const vehicleFamilies = pgTable('vehicle_families', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  series: text('series').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  keySpecs: jsonb('key_specs').$type<{ label: string; value: string }[]>().notNull(),
  maxQuantity: integer('max_quantity').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  /** When the family's page last changed (its sitemap date); set by whoever edits the catalog. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every change of the family's catalog in the console; a change sent with an older one is refused (S00409). */
  version: integer('version').notNull().default(1),
  /** A tractor pulling a semi-trailer: its test drive needs a 聯結車 licence (lib/test-drive/licence.ts). */
  towsTrailer: boolean('tows_trailer').notNull().default(false),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    hp: integer('hp').notNull(),
    suspension: text('suspension').notNull(),
    ratCode: text('rat_code').notNull(),
    gearBox: text('gear_box').notNull(),
    wheelBase: integer('wheel_base').notNull(),
    wheelCount: text('wheel_count').notNull(),
    /** The engine's displacement in c.c. (使用牌照稅 is by it); null until headquarters records it. */
    displacementCc: integer('displacement_cc'),
    price: money('price').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('vehicles_family_idx').on(t.familyId)],
);

export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('colors_family_idx').on(t.familyId)],
);

export const colorMaterials = pgTable(
  'color_materials',
  {
    id: uuid('id').primaryKey(),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    name: text('name').notNull(),
    surcharge: money('surcharge').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('color_materials_color_idx').on(t.colorId)],
);

export const carParts = pgTable(
  'car_parts',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    /** 'origin' parts are fitted at the factory, 'local' ones by a Taiwanese body builder. */
    kind: text('kind').$type<'origin' | 'local'>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    image: text('image').notNull().default(''),
    exclusiveGroup: text('exclusive_group'),
    minWheelBase: integer('min_wheel_base'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('car_parts_family_idx').on(t.familyId)],
);

export const agreements = pgTable('agreements', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * The vehicle sale contract's terms (汽車買賣契約書), versioned like the pre-order agreement but apart from it:
 * a contract keeps the version it was made with, and the text is a template its facts fill (lib/contract-text/).
 */
export const contractTerms = pgTable('contract_terms', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

// ── Purchases ───────────────────────────────────────────────────────────

export const preorders = pgTable(
  'preorders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    familyId: uuid('family_id')
      .notNull()
      .references(() => vehicleFamilies.id),
    status: text('status').$type<PreorderStatus>().notNull(),
    quantity: integer('quantity').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    /** The configuration as it was ordered: names and prices copied, not referenced. */
    configuration: jsonb('configuration').notNull(),
    price: jsonb('price').notNull(),
    total: money('total').notNull(),
    deposit: money('deposit').notNull(),
    /** The dealer that follows it (the member's city's when placed) and its salesperson once assigned. */
    dealerCode: text('dealer_code')
      .notNull()
      .references(() => dealers.code),
    assigneeId: uuid('assignee_id').references(() => staffAccounts.id),
    cancelReason: text('cancel_reason'),
    /** Raised by every change: a change made on an older version is refused (two staff at once). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('preorders_number_key').on(t.number),
    index('preorders_member_idx').on(t.memberId),
    index('preorders_pipeline_idx').on(t.dealerCode, t.status, t.createdAt),
    index('preorders_created_idx').on(t.createdAt),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id),
    status: text('status').$type<ContractStatus>().notNull(),
    reviewUntil: timestamp('review_until', { withTimezone: true }).notNull(),
    /** When the buyer waived the rest of the review period in the member area; the signature may then come before reviewUntil. */
    reviewWaivedAt: timestamp('review_waived_at', { withTimezone: true }),
    /** The contract terms' version it was made with; null for contracts made before terms were versioned (they read the first). */
    termsVersion: text('terms_version').references(() => contractTerms.version),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    total: money('total').notNull(),
    /** The buyer, the dealer and the price as they were when the contract was made. */
    buyer: jsonb('buyer').$type<ContractBuyer>().notNull(),
    dealer: jsonb('dealer').$type<Dealer>().notNull(),
    price: jsonb('price').$type<ContractPrice>().notNull(),
    depositPaid: money('deposit_paid').notNull(),
    /** The sum of the balance payments below: what the buyer paid beyond the deposit. */
    balancePaid: money('balance_paid').notNull().default(0),
    depositPaidOn: timestamp('deposit_paid_on', { withTimezone: true }),
    depositMethod: text('deposit_method').$type<DepositMethod>(),
    dealerCode: text('dealer_code')
      .notNull()
      .references(() => dealers.code),
    assigneeId: uuid('assignee_id').references(() => staffAccounts.id),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_number_key').on(t.number),
    // A pre-order becomes one contract at most.
    uniqueIndex('contracts_preorder_key').on(t.preorderId),
    index('contracts_member_idx').on(t.memberId),
    index('contracts_pipeline_idx').on(t.dealerCode, t.status, t.createdAt),
    index('contracts_created_idx').on(t.createdAt),
  ],
);

/** Each payment of the balance (尾款) the dealer recorded; the contract's balancePaid is their sum. */
export const balancePayments = pgTable(
  'balance_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    amount: money('amount').notNull(),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull(),
    method: text('method').$type<BalanceMethod>().notNull(),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('balance_payments_contract_idx').on(t.contractId)],
);

export const deliveries = pgTable('deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractId: uuid('contract_id')
    .notNull()
    .unique()
    .references(() => contracts.id),
  location: text('location').notNull(),
  estimatedAt: timestamp('estimated_at', { withTimezone: true }),
});

export const deliveryMilestones = pgTable(
  'delivery_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    step: integer('step').notNull(),
    key: text('key').$type<MilestoneKey>().notNull(),
    label: text('label').notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('delivery_milestones_step_key').on(t.deliveryId, t.step)],
);

// ── Content ─────────────────────────────────────────────────────────────

export const news = pgTable('news', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  /** A drawing under public/ (/images/news/launch.svg) or an uploaded picture (/media/…). */
  cover: text('cover').notNull().default('/images/news/news.svg'),
  /** The cover's words for those who cannot see it; empty (items written before it was asked): the title's. */
  coverAlt: text('cover_alt').notNull().default(''),
  /** When it shows (lib/content/news-status.ts): null for a draft never published; a time to come is scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Last change of the text, for dateModified; the publication date until then. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  state: text('state').$type<StoredNewsState>().notNull().default('published'),
  /** Raised by every change in the console; a change sent with an older one is refused (S00409). */
  version: integer('version').notNull().default(1),
  /** What a search result shows; empty: the title and the summary. */
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  createdAt: createdAt(),
});

/** Slugs a news item had before its title changed: each still leads (308) to the item's current slug. */
export const newsSlugs = pgTable('news_slugs', {
  slug: text('slug').primaryKey(),
  newsId: uuid('news_id')
    .notNull()
    .references(() => news.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

export const magazineIssues = pgTable('magazine_issues', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  issueNo: integer('issue_no').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** A drawing under public/ or an uploaded picture (/media/…). */
  cover: text('cover').notNull().default('/images/magazine/issue.svg'),
  /** The cover's words; empty (issues written before they were asked): the issue's number and title. */
  coverAlt: text('cover_alt').notNull().default(''),
  /** When it shows, as for news (lib/content/news-status.ts): null for a draft never published; a time to come is scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  state: text('state').$type<StoredNewsState>().notNull().default('published'),
  /** Raised by every change of the issue or its articles in the console (S00409 on an older one). */
  version: integer('version').notNull().default(1),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Slugs an issue had before: each still leads (308) to the issue's current one. */
export const magazineIssueSlugs = pgTable('magazine_issue_slugs', {
  slug: text('slug').primaryKey(),
  issueId: uuid('issue_id')
    .notNull()
    .references(() => magazineIssues.id),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

export const magazineArticles = pgTable(
  'magazine_articles',
  {
    id: uuid('id').primaryKey(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => magazineIssues.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('magazine_articles_slug_key').on(t.issueId, t.slug)],
);

/** Slugs an article had before, within its issue: each still leads (308) to its current one. */
export const magazineArticleSlugs = pgTable(
  'magazine_article_slugs',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => magazineIssues.id),
    slug: text('slug').notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => magazineArticles.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.slug] })],
);

/** The slugs of a deleted article, its own and its former ones: kept from the issue's new articles for a year after (issue 35). */
export const deletedArticleSlugs = pgTable(
  'deleted_article_slugs',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => magazineIssues.id),
    slug: text('slug').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.slug] })],
);

// ── Taiwan addresses ────────────────────────────────────────────────────

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const towns = pgTable(
  'towns',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    zip: text('zip').notNull(),
  },
  (t) => [index('towns_city_idx').on(t.cityId)],
);

/** The serial of pre-order numbers; a sequence takes no row lock, so pre-orders never wait on one another. */
export const preorderNumbers = pgSequence('preorder_number_seq');
export const contractNumbers = pgSequence('contract_number_seq');
export const quoteNumbers = pgSequence('quote_number_seq');
export const testDriveNumbers = pgSequence('test_drive_number_seq');

// ── Server keys ─────────────────────────────────────────────────────────

/** Random keys the server makes once and every instance shares (see lib/server/auth/server-key.ts). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

// ── Scheduled work ──────────────────────────────────────────────────────

/** When a piece of periodic work (housekeeping) last ran: the instance that moves this forward runs it, the others not. */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
