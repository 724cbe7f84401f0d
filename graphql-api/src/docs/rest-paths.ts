/**
 * The REST paths under /api, as the API documentation page (/api-docs) shows them. One entry per
 * registered route: `rest-paths.test.ts` compares this list with Fastify's routes, so a new route
 * without an entry (or an entry without a route) fails the tests.
 */
import { INSPECTION_REST_PATHS } from '../modules/inspections/inspection.docs';

export type RestParam = {
  name: string;
  in: 'path' | 'query' | 'body' | 'file';
  required?: boolean;
  description: string;
};

export type RestPath = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: /api/orders/:id/status. */
  path: string;
  group: string;
  summary: string;
  /** Who may call it. */
  access: string;
  params?: RestParam[];
  /** The example request: the path with real-looking values, and a JSON body if any. */
  example?: { path?: string; body?: unknown; csvFile?: string; note?: string };
  /** The example answer: status and body (abbreviated lists show one element). */
  answer: { status: number; body?: unknown; note?: string };
};

const ORDER = {
  id: 42,
  orderId: 'ORD-2026-4821',
  productId: 1,
  vendorId: 4,
  buyerId: 2,
  quantity: 500,
  status: 'Planning',
  dueDate: 'Jan 15, 2027',
  dueDateIso: '2027-01-15',
  createdAt: '2026-11-22T09:30:00.000Z',
  notes: 'First drop',
  productName: 'Classic Crew Neck Tee',
  sku: 'DK-TS-001',
  buyerName: 'Bella Hart',
  vendorName: 'Victor Rahman',
  buyerCompany: 'Northwind Apparel',
  vendorCompany: 'Dhaka Knitwear Ltd.',
  progress: 15,
  version: 1,
  requestedStatus: null,
  previousStatus: null,
  completedAt: null,
  delayReason: null,
  policy: { requireAcknowledgement: false, requirePpSample: false },
  tightPlanDays: null,
  availableActions: [
    {
      kind: 'SetStatus',
      targetStatus: 'Sourcing Materials',
      resultStatus: 'Sourcing Materials',
      label: 'Move to Sourcing Materials',
      needsReason: false,
      goesToApproval: false,
      primary: true,
      disabledReason: null,
    },
    '…',
  ],
};

const POLICY = { requireAcknowledgement: true, requirePpSample: true };
const BUYER_POLICY = {
  buyer: { id: 2, name: 'Bella Hart', company: 'Northwind Apparel' },
  defaults: POLICY,
  vendors: [
    {
      vendor: { id: 4, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
      override: { requireAcknowledgement: null, requirePpSample: false },
      effective: { requireAcknowledgement: true, requirePpSample: false },
    },
  ],
};

const PRODUCT = {
  id: 1,
  vendorId: 4,
  name: 'Classic Crew Neck Tee',
  sku: 'DK-TS-001',
  description: '180 gsm combed cotton jersey, side-seamed.',
  category: 't-shirts',
  inStock: true,
  stockQuantity: 1200,
  price: 4.8,
  imageUrl: null,
  vendorName: 'Victor Rahman',
  vendorCompany: 'Dhaka Knitwear Ltd.',
  archived: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const SESSION_USER = {
  id: 2,
  name: 'Bella Hart',
  username: 'buyer',
  email: 'bella@northwind-apparel.example',
  role: 'buyer',
  company: 'Northwind Apparel',
  avatarInitials: 'BH',
};

const USER_ROW = { ...SESSION_USER, active: true, createdAt: '2026-11-01T08:00:00.000Z' };

const CONNECTION = {
  id: 1,
  status: 'approved',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  buyerId: 2,
  vendorId: 4,
  buyer: { id: 2, name: 'Bella Hart', company: 'Northwind Apparel' },
  vendor: { id: 4, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
};

const MESSAGE = {
  id: 7,
  senderId: 2,
  receiverId: 4,
  content: 'Can you confirm the fabric weight?',
  messageType: 'General Message',
  timestamp: '2026-11-22T09:45:00.000Z',
  isRead: false,
  relatedOrderId: 'ORD-2026-4821',
  senderName: 'Bella Hart',
  receiverName: 'Victor Rahman',
};

const TIMELINE_EVENT = {
  id: 90,
  orderId: 'ORD-2026-4821',
  orderDbId: 42,
  title: 'Planning - Classic Crew Neck Tee',
  step: 'Planning',
  status: 'Completed',
  date: '2026-11-22T09:30:00.000Z',
  description: 'Order placed',
  createdBy: 'Bella Hart',
  requiresAction: false,
};

const ATTACHMENT = {
  id: 12,
  fileName: 'tech-pack.pdf',
  fileType: 'pdf',
  fileSize: '245.3 KB',
  sizeBytes: 251187,
  mimeType: 'application/pdf',
  description: 'Tech pack v2',
  url: null,
  downloadUrl: '/api/attachments/12/download',
  viewUrl: '/api/attachments/12/view',
  uploadedBy: 'Victor Rahman',
  uploadedAt: '2026-11-22T10:00:00.000Z',
};

const SAMPLE_PHOTO = {
  ...ATTACHMENT,
  id: 31,
  fileName: 'fit-front.jpg',
  fileType: 'image',
  fileSize: '412.0 KB',
  sizeBytes: 421888,
  mimeType: 'image/jpeg',
  description: null,
  downloadUrl: '/api/attachments/31/download',
  viewUrl: '/api/attachments/31/view',
};

const SAMPLE = {
  id: 7,
  type: 'Fit',
  status: 'Submitted',
  note: 'Size M in Navy; check the sleeve length',
  dueDate: '2026-12-10',
  requestedBy: { id: 2, name: 'Bella Hart' },
  waiverReason: null,
  waivedBy: null,
  waivedAt: null,
  createdAt: '2026-11-22T09:30:00.000Z',
};

const SAMPLE_ATTEMPT = {
  number: 1,
  comment: 'Sleeves shortened by 1 cm as asked',
  submittedBy: { id: 4, name: 'Victor Rahman' },
  submittedAt: '2026-11-29T08:00:00.000Z',
  decision: null,
  reviewComment: null,
  reviewedBy: null,
  reviewedAt: null,
  photos: [SAMPLE_PHOTO],
};

const IMPORT_PREVIEW = {
  kind: 'products',
  dryRun: true,
  valid: false,
  imported: 0,
  columns: [
    'name',
    'sku',
    'description',
    'category',
    'price',
    'stockQuantity',
    'inStock',
    'imageUrl',
  ],
  rows: [
    {
      row: 2,
      values: { name: 'Rib Tank', sku: 'DK-TK-001', category: 't-shirts', price: '3.90' },
      errors: [],
    },
    {
      row: 3,
      values: { name: 'Crew Tee', sku: 'DK-TS-001', category: 't-shirts', price: '4.80' },
      errors: ["A product with this SKU already exists (SKU 'DK-TS-001')"],
    },
  ],
  errors: ["Row 3: A product with this SKU already exists (SKU 'DK-TS-001')"],
  created: [],
};

const id = (what: string): RestParam => ({
  name: 'id',
  in: 'path',
  required: true,
  description: what,
});
const body = (name: string, description: string, required = false): RestParam => ({
  name,
  in: 'body',
  required,
  description,
});
const query = (name: string, description: string): RestParam => ({
  name,
  in: 'query',
  description,
});
const DRY_RUN = query('dryRun', '1 for a preview that writes nothing; leave out to import.');
const CSV_FILE: RestParam = {
  name: 'file',
  in: 'file',
  required: true,
  description:
    'The CSV file (multipart field "file"), or the CSV itself as a text/csv body. Header row first; at most 1 MB and 1,000 rows.',
};

export const REST_PATHS: RestPath[] = [
  // ------------------------------------------------------------ authentication
  {
    method: 'POST',
    path: '/api/auth/login',
    group: 'Authentication',
    summary: 'Signs in and sets the session cookie (browsers). Programs use a token instead.',
    access: 'Public',
    params: [
      body('username', 'The username.', true),
      body('password', 'The password.', true),
      body(
        'remember',
        'true for a 30-day session; otherwise the idle timeout of the Security settings.',
      ),
    ],
    example: { body: { username: 'buyer', password: 'buyer123', remember: false } },
    answer: { status: 200, body: SESSION_USER },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    group: 'Authentication',
    summary: 'Creates a buyer or vendor account and signs it in.',
    access: 'Public',
    params: [
      body('username', 'At least 3 characters.', true),
      body('email', 'A valid address.', true),
      body('password', 'At least 8 characters.', true),
      body('name', 'Full name.', true),
      body('role', 'buyer or vendor.', true),
      body('company', 'Optional company name.'),
      body('avatarInitials', 'Optional, at most 2 characters (default: from the name).'),
    ],
    example: {
      body: {
        username: 'jo.weaver',
        email: 'jo@weaver.example',
        password: 'a-long-password',
        name: 'Jo Weaver',
        role: 'vendor',
        company: 'Weaver Mills',
      },
    },
    answer: {
      status: 201,
      body: { ...SESSION_USER, id: 9, name: 'Jo Weaver', username: 'jo.weaver', role: 'vendor' },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    group: 'Authentication',
    summary: 'Ends the session of the cookie.',
    access: 'Signed in',
    answer: { status: 200, body: { ok: true } },
  },
  {
    method: 'GET',
    path: '/api/auth/session',
    group: 'Authentication',
    summary: 'The user the request acts as (the cookie’s or the token’s); 401 when none.',
    access: 'Signed in',
    answer: { status: 200, body: SESSION_USER },
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    group: 'Authentication',
    summary:
      'Mails a one-time reset link when the address belongs to an account (always answers 202).',
    access: 'Public',
    params: [body('email', 'The account’s e-mail address.', true)],
    example: { body: { email: 'bella@northwind-apparel.example' } },
    answer: { status: 202, body: { ok: true } },
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    group: 'Authentication',
    summary: 'Sets a new password with the token from the reset link.',
    access: 'Public',
    params: [
      body('token', 'The token of the link.', true),
      body('password', 'The new password.', true),
    ],
    example: { body: { token: '3f9c…', password: 'a-new-long-password' } },
    answer: { status: 200, body: { ok: true } },
  },

  // ------------------------------------------------------------ users
  {
    method: 'GET',
    path: '/api/users',
    group: 'Users',
    summary: 'Every user.',
    access: 'Admin',
    params: [
      query('role', 'admin, buyer or vendor.'),
      query('search', 'Part of the name, e-mail or username.'),
    ],
    answer: { status: 200, body: [USER_ROW] },
  },
  {
    method: 'GET',
    path: '/api/users/vendors',
    group: 'Users',
    summary:
      'The active vendors (the vendor directory), with the buyer’s connection status to each.',
    access: 'Buyer or admin',
    answer: {
      status: 200,
      body: [
        {
          id: 4,
          name: 'Victor Rahman',
          company: 'Dhaka Knitwear Ltd.',
          email: 'victor@dhaka-knitwear.example',
          avatarInitials: 'VR',
          connectionStatus: 'approved',
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/users/buyers',
    group: 'Users',
    summary: 'The active buyers (a vendor: its connected buyers).',
    access: 'Vendor or admin',
    answer: { status: 200, body: [{ id: 2, name: 'Bella Hart', company: 'Northwind Apparel' }] },
  },
  {
    method: 'POST',
    path: '/api/users',
    group: 'Users',
    summary: 'Creates a user of any role.',
    access: 'Admin',
    params: [
      body('username', 'At least 3 characters.', true),
      body('password', 'At least 6 characters.', true),
      body('email', 'A valid address.', true),
      body('name', 'At least 2 characters.', true),
      body('role', 'admin, buyer or vendor.', true),
      body('company', 'Optional.'),
      body('avatarInitials', 'Optional, at most 2 characters.'),
    ],
    example: {
      body: {
        username: 'sam.ortiz',
        password: 'seamline27',
        email: 'sam@example.com',
        name: 'Sam Ortiz',
        role: 'buyer',
      },
    },
    answer: {
      status: 201,
      body: { ...USER_ROW, id: 10, username: 'sam.ortiz', name: 'Sam Ortiz' },
    },
  },
  {
    method: 'DELETE',
    path: '/api/users/:id',
    group: 'Users',
    summary: 'Deletes a user, or deactivates one who has orders, messages or specifications.',
    access: 'Admin (not their own account)',
    params: [id('The user id.')],
    example: { path: '/api/users/10' },
    answer: { status: 200, body: { id: 10, deleted: true, deactivated: false } },
  },

  // ------------------------------------------------------------ connections
  {
    method: 'GET',
    path: '/api/associations',
    group: 'Connections',
    summary: 'Buyer–vendor connections.',
    access: 'Admin',
    params: [
      query('status', 'active, approved, pending, rejected, blocked or all.'),
      query('search', 'Part of a name or company.'),
    ],
    answer: { status: 200, body: [CONNECTION] },
  },
  {
    method: 'GET',
    path: '/api/associations/mine',
    group: 'Connections',
    summary: 'The caller’s own connections (a buyer’s vendors, a vendor’s buyers).',
    access: 'Buyer or vendor',
    answer: { status: 200, body: [CONNECTION] },
  },
  {
    method: 'POST',
    path: '/api/associations',
    group: 'Connections',
    summary: 'Creates an approved connection.',
    access: 'Admin',
    params: [body('buyerId', 'The buyer.', true), body('vendorId', 'The vendor.', true)],
    example: { body: { buyerId: 2, vendorId: 5, status: 'approved' } },
    answer: { status: 201, body: { ...CONNECTION, id: 12, vendorId: 5 } },
  },
  {
    method: 'POST',
    path: '/api/associations/request',
    group: 'Connections',
    summary: 'A buyer asks to connect with a vendor (pending until an admin approves).',
    access: 'Buyer',
    params: [body('vendorId', 'The vendor.', true)],
    example: { body: { vendorId: 6 } },
    answer: { status: 201, body: { ...CONNECTION, id: 13, vendorId: 6, status: 'pending' } },
  },
  {
    method: 'GET',
    path: '/api/ordering-policy',
    group: 'Connections',
    summary:
      'The buyer’s ordering policy: the default gates of new orders (vendor acceptance, PP sample) and, per connected vendor, the override and the gates new orders get.',
    access: 'Buyer',
    answer: { status: 200, body: BUYER_POLICY },
  },
  {
    method: 'PUT',
    path: '/api/ordering-policy',
    group: 'Connections',
    summary: 'Changes the buyer’s default gates; orders placed earlier keep theirs.',
    access: 'Buyer',
    params: [
      body('requireAcknowledgement', 'true: new orders wait for the vendor’s acceptance.'),
      body('requirePpSample', 'true: production waits for an approved or waived PP sample.'),
    ],
    example: { body: { requirePpSample: false } },
    answer: { status: 200, body: BUYER_POLICY },
  },
  {
    method: 'PUT',
    path: '/api/ordering-policy/vendors/:vendorId',
    group: 'Connections',
    summary: 'The gates for one connected vendor: true or false overrides the default, null follows it.',
    access: 'Buyer',
    params: [
      { name: 'vendorId', in: 'path', required: true, description: 'A connected vendor.' },
      body('requireAcknowledgement', 'true, false, or null for the default.'),
      body('requirePpSample', 'true, false, or null for the default.'),
    ],
    example: { path: '/api/ordering-policy/vendors/4', body: { requirePpSample: false } },
    answer: { status: 200, body: BUYER_POLICY },
  },
  {
    method: 'GET',
    path: '/api/ordering-policies',
    group: 'Connections',
    summary: 'Every buyer’s ordering policy.',
    access: 'Admin',
    answer: { status: 200, body: [BUYER_POLICY] },
  },
  {
    method: 'PATCH',
    path: '/api/associations/:id',
    group: 'Connections',
    summary: 'Approves or blocks a connection.',
    access: 'Admin',
    params: [
      id('The connection id.'),
      body('status', 'approved, pending, rejected or blocked.', true),
    ],
    example: { path: '/api/associations/13', body: { status: 'approved' } },
    answer: { status: 200, body: { ...CONNECTION, id: 13, vendorId: 6 } },
  },

  // ------------------------------------------------------------ products
  {
    method: 'GET',
    path: '/api/products',
    group: 'Products',
    summary: 'The products the caller may see: a vendor its own, buyers and admins the catalog.',
    access: 'Signed in',
    params: [
      query('search', 'Part of the name or SKU.'),
      query('category', 't-shirts, jeans, hoodies or polos.'),
      query('availability', 'all, in-stock or out-of-stock.'),
      query('vendorId', 'One vendor’s products.'),
      query('minPrice', 'Lowest price.'),
      query('maxPrice', 'Highest price.'),
      query('includeArchived', 'Admins: true to include archived products.'),
    ],
    example: { path: '/api/products?category=t-shirts&availability=in-stock' },
    answer: { status: 200, body: [PRODUCT] },
  },
  {
    method: 'GET',
    path: '/api/products/:id',
    group: 'Products',
    summary: 'One product.',
    access: 'Signed in (404 for products the caller may not see)',
    params: [id('The product id.')],
    example: { path: '/api/products/1' },
    answer: { status: 200, body: PRODUCT },
  },
  {
    method: 'POST',
    path: '/api/products',
    group: 'Products',
    summary: 'Adds a product to the vendor’s catalog.',
    access: 'Vendor (own catalog) or admin (with vendorId)',
    params: [
      body('name', 'Required.', true),
      body('sku', 'Required; unique among the vendor’s products, case-insensitively.', true),
      body('description', 'Optional.'),
      body('category', 't-shirts, jeans, hoodies or polos.'),
      body('price', 'Unit price, 2 decimals.'),
      body('stockQuantity', 'Whole number, 0 or more (default 0).'),
      body('inStock', 'true or false (default true).'),
      body('imageUrl', 'Optional link.'),
      body('vendorId', 'Admins: the vendor.'),
    ],
    example: {
      body: {
        name: 'Rib Tank',
        sku: 'DK-TK-001',
        category: 't-shirts',
        price: 3.9,
        stockQuantity: 400,
      },
    },
    answer: {
      status: 201,
      body: {
        ...PRODUCT,
        id: 15,
        name: 'Rib Tank',
        sku: 'DK-TK-001',
        price: 3.9,
        stockQuantity: 400,
      },
    },
  },
  {
    method: 'PUT',
    path: '/api/products/:id',
    group: 'Products',
    summary: 'Changes a product; fields left out keep their value.',
    access: 'The product’s vendor or an admin',
    params: [id('The product id.'), body('…', 'Any field of POST /api/products.')],
    example: { path: '/api/products/1', body: { price: 4.95, stockQuantity: 900 } },
    answer: { status: 200, body: { ...PRODUCT, price: 4.95, stockQuantity: 900 } },
  },
  {
    method: 'DELETE',
    path: '/api/products/:id',
    group: 'Products',
    summary:
      'Deletes a product, or archives it when orders, specifications or inventory refer to it.',
    access: 'The product’s vendor or an admin',
    params: [id('The product id.')],
    example: { path: '/api/products/15' },
    answer: { status: 200, body: { id: 15, deleted: true, archived: false } },
  },
  {
    method: 'POST',
    path: '/api/products/import',
    group: 'Products',
    summary:
      'Imports products from CSV. Every row is checked like a single new product; with dryRun=1 the answer is a preview, otherwise all rows are written in one transaction, or none (400 naming the rows).',
    access: 'Vendor',
    params: [DRY_RUN, CSV_FILE],
    example: { path: '/api/products/import?dryRun=1', csvFile: 'products.csv' },
    answer: {
      status: 200,
      body: IMPORT_PREVIEW,
      note: 'Without dryRun: 201 with imported and created (the SKUs).',
    },
  },
  {
    method: 'GET',
    path: '/api/products/import/template.csv',
    group: 'Products',
    summary: 'The header row of a products CSV.',
    access: 'Public',
    answer: {
      status: 200,
      body: 'name,sku,description,category,price,stockQuantity,inStock,imageUrl',
      note: 'text/csv',
    },
  },
  {
    method: 'GET',
    path: '/api/imports/columns',
    group: 'Products',
    summary: 'The columns of the product and order CSV imports, with what each holds.',
    access: 'Public',
    answer: {
      status: 200,
      body: {
        products: [{ key: 'name', label: 'Product name', required: true, help: 'Required.' }],
        orders: [
          {
            key: 'vendor',
            label: 'Vendor',
            required: true,
            help: "Required: a connected vendor's company name or username.",
          },
        ],
      },
    },
  },

  // ------------------------------------------------------------ orders
  {
    method: 'GET',
    path: '/api/orders',
    group: 'Orders',
    summary:
      'The orders the caller may see (a buyer’s or vendor’s own, all for admins), newest first.',
    access: 'Signed in',
    answer: { status: 200, body: [ORDER] },
  },
  {
    method: 'GET',
    path: '/api/orders/:id',
    group: 'Orders',
    summary: 'One order.',
    access: 'Its buyer, its vendor or an admin (404 otherwise)',
    params: [id('The numeric id or the ORD- code.')],
    example: { path: '/api/orders/ORD-2026-4821' },
    answer: { status: 200, body: ORDER },
  },
  {
    method: 'POST',
    path: '/api/orders',
    group: 'Orders',
    summary:
      'Places an order with a connected vendor; it starts as Planning and the vendor is notified.',
    access: 'Buyer (an admin with buyerId)',
    params: [
      body('vendorId', 'A vendor the buyer is connected with.', true),
      body('productId', 'One of that vendor’s products.', true),
      body('quantity', 'At least 1.', true),
      body('dueDate', 'YYYY-MM-DD, not in the past.', true),
      body('notes', 'Optional.'),
      body('buyerId', 'Admins: the buyer.'),
    ],
    example: {
      body: {
        vendorId: 4,
        productId: 1,
        quantity: 500,
        dueDate: '2027-01-15',
        notes: 'First drop',
      },
    },
    answer: { status: 201, body: ORDER },
  },
  {
    method: 'PUT',
    path: '/api/orders/:id/status',
    group: 'Orders',
    summary:
      'Changes the status as the order’s availableActions say: vendors set every production stage and Delayed (notes: the reason), ask for Shipping, Delivered or Completed and request a cancellation (notes: the reason), which wait for the buyer at Approval Needed; buyers approve (the requested status) or reject (the previous one); admins set any. With the PP sample gate in the order’s policy, moving into In Production or later needs an approved or waived PP sample (409 otherwise).',
    access: 'Its vendor, its buyer or an admin',
    params: [
      id('The numeric id or the ORD- code.'),
      body('status', 'The new status.', true),
      body('version', 'The version you saw; a stale one answers 409.'),
      body('notes', 'A note for the timeline event.'),
    ],
    example: {
      path: '/api/orders/ORD-2026-4821/status',
      body: { status: 'In Production', version: 1 },
    },
    answer: {
      status: 200,
      body: {
        ...ORDER,
        status: 'In Production',
        progress: 50,
        version: 2,
        approvalRequested: false,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/orders/import',
    group: 'Orders',
    summary:
      'Imports orders from CSV (columns vendor, sku, quantity, dueDate, notes). Every row is checked like a single new order; with dryRun=1 the answer is a preview, otherwise all orders are created in one transaction, or none.',
    access: 'Buyer',
    params: [DRY_RUN, CSV_FILE],
    example: { path: '/api/orders/import', csvFile: 'orders.csv' },
    answer: {
      status: 201,
      body: {
        kind: 'orders',
        dryRun: false,
        valid: true,
        imported: 2,
        columns: ['vendor', 'sku', 'quantity', 'dueDate', 'notes'],
        rows: ['…'],
        errors: [],
        created: ['ORD-2026-4821', 'ORD-2026-7310'],
      },
    },
  },
  {
    method: 'GET',
    path: '/api/orders/import/template.csv',
    group: 'Orders',
    summary: 'The header row of an orders CSV.',
    access: 'Public',
    answer: { status: 200, body: 'vendor,sku,quantity,dueDate,notes', note: 'text/csv' },
  },
  {
    method: 'GET',
    path: '/api/timeline',
    group: 'Orders',
    summary: 'Timeline events of every order the caller may see.',
    access: 'Signed in',
    answer: { status: 200, body: [TIMELINE_EVENT] },
  },
  {
    method: 'GET',
    path: '/api/timeline/:orderId',
    group: 'Orders',
    summary: 'One order’s timeline.',
    access: 'Its buyer, its vendor or an admin',
    params: [
      {
        name: 'orderId',
        in: 'path',
        required: true,
        description: 'The numeric id or the ORD- code.',
      },
    ],
    example: { path: '/api/timeline/ORD-2026-4821' },
    answer: { status: 200, body: [TIMELINE_EVENT] },
  },
  {
    method: 'POST',
    path: '/api/timeline',
    group: 'Orders',
    summary:
      'Adds a note to an order’s history (a production step such as Cutting): recorded as done, it never changes the status; a step named after a status answers 400 (change the status with PUT /api/orders/{id}/status).',
    access: 'Its buyer, its vendor or an admin',
    params: [
      body('orderId', 'The numeric id or the ORD- code.', true),
      body('step', 'The production step (not an order status).', true),
      body('notes', 'Optional.'),
      body('attachmentUrl', 'Optional http(s) link.'),
    ],
    example: {
      body: { orderId: 'ORD-2026-4821', step: 'Cutting', notes: 'Cutting started on line 3' },
    },
    answer: {
      status: 201,
      body: {
        ...TIMELINE_EVENT,
        id: 91,
        step: 'Cutting',
        title: 'Cutting - Classic Crew Neck Tee',
        status: 'Completed',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/documents',
    group: 'Orders',
    summary: 'Uploads a document to an order (multipart, up to 25 MB).',
    access: 'Its buyer, its vendor or an admin',
    params: [
      id('The numeric id or the ORD- code.'),
      {
        name: 'file',
        in: 'file',
        required: true,
        description: 'The file (multipart field "file").',
      },
      body('description', 'Optional (multipart field).'),
    ],
    example: { path: '/api/orders/ORD-2026-4821/documents', csvFile: 'packing-list.pdf' },
    answer: { status: 201, body: ATTACHMENT },
  },
  {
    method: 'GET',
    path: '/api/orders/:id/documents',
    group: 'Orders',
    summary: 'An order’s documents.',
    access: 'Its buyer, its vendor or an admin',
    params: [id('The numeric id or the ORD- code.')],
    example: { path: '/api/orders/ORD-2026-4821/documents' },
    answer: { status: 200, body: [ATTACHMENT] },
  },

  // ------------------------------------------------------------ sample rounds
  {
    method: 'GET',
    path: '/api/orders/:id/samples',
    group: 'Sample rounds',
    summary:
      'An order’s sample rounds (types Proto, Fit, PP, TOP), oldest first, each with its attempts and their photos.',
    access: 'Its buyer, its vendor or an admin',
    params: [id('The numeric id or the ORD- code.')],
    example: { path: '/api/orders/ORD-2026-4821/samples' },
    answer: { status: 200, body: [{ ...SAMPLE, attempts: [SAMPLE_ATTEMPT] }] },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/samples',
    group: 'Sample rounds',
    summary: 'Requests a sample from the vendor (at most one open sample of each type).',
    access: 'The order’s buyer',
    params: [
      id('The numeric id or the ORD- code.'),
      body('type', 'Proto, Fit, PP or TOP.', true),
      body('note', 'Optional, up to 2000 characters.'),
      body('dueDate', 'Optional, YYYY-MM-DD, not in the past.'),
    ],
    example: {
      path: '/api/orders/ORD-2026-4821/samples',
      body: { type: 'Fit', note: 'Size M in Navy; check the sleeve length', dueDate: '2026-12-10' },
    },
    answer: { status: 201, body: { ...SAMPLE, status: 'Requested' }, note: '409 when one of the type is open' },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/samples/photos',
    group: 'Sample rounds',
    summary:
      'Uploads one photo for a sample submission (multipart; JPG, PNG, GIF or WEBP, up to 25 MB). Name its id in the submission.',
    access: 'The order’s vendor',
    params: [
      id('The numeric id or the ORD- code.'),
      { name: 'file', in: 'file', required: true, description: 'The image (multipart field "file").' },
    ],
    example: { path: '/api/orders/ORD-2026-4821/samples/photos', csvFile: 'fit-front.jpg' },
    answer: { status: 201, body: SAMPLE_PHOTO },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/samples/submit',
    group: 'Sample rounds',
    summary:
      'Submits a sample: the open one of the type (a rejected one is resubmitted as the next attempt) or a new round.',
    access: 'The order’s vendor',
    params: [
      id('The numeric id or the ORD- code.'),
      body('type', 'Proto, Fit, PP or TOP.', true),
      body('photoIds', 'Ids of the uploaded photos, 1 to 10.', true),
      body('comment', 'Optional, up to 2000 characters.'),
    ],
    example: {
      path: '/api/orders/ORD-2026-4821/samples/submit',
      body: { type: 'Fit', photoIds: [31], comment: 'Sleeves shortened by 1 cm as asked' },
    },
    answer: { status: 200, body: SAMPLE, note: '409 while the last attempt waits for review' },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/samples/:sampleId/review',
    group: 'Sample rounds',
    summary: 'Approves or rejects the latest submission (a rejection needs a comment).',
    access: 'The order’s buyer',
    params: [
      id('The numeric id or the ORD- code.'),
      { name: 'sampleId', in: 'path', required: true, description: 'The sample round’s id.' },
      body('decision', 'approve or reject.', true),
      body('comment', 'Required to reject, up to 2000 characters.'),
    ],
    example: {
      path: '/api/orders/ORD-2026-4821/samples/7/review',
      body: { decision: 'reject', comment: 'Collar rib too loose; please tighten' },
    },
    answer: { status: 200, body: { ...SAMPLE, status: 'Rejected' } },
  },
  {
    method: 'POST',
    path: '/api/orders/:id/samples/pp-waiver',
    group: 'Sample rounds',
    summary:
      'Waives the pre-production (PP) sample with a reason. Without an approved or waived PP sample an order cannot move into In Production or later (409).',
    access: 'The order’s buyer',
    params: [id('The numeric id or the ORD- code.'), body('reason', 'Why production may start without it.', true)],
    example: {
      path: '/api/orders/ORD-2026-4821/samples/pp-waiver',
      body: { reason: 'Repeat style, approved last season' },
    },
    answer: {
      status: 200,
      body: {
        ...SAMPLE,
        type: 'PP',
        status: 'Waived',
        note: null,
        dueDate: null,
        waiverReason: 'Repeat style, approved last season',
        waivedBy: { id: 2, name: 'Bella Hart' },
        waivedAt: '2026-11-22T10:00:00.000Z',
      },
    },
  },

  // ------------------------------------------------------------ quality inspections
  ...INSPECTION_REST_PATHS,

  // ------------------------------------------------------------ messages
  {
    method: 'GET',
    path: '/api/messages',
    group: 'Messages',
    summary: 'The caller’s messages in two groups, received and sent, newest first.',
    access: 'Signed in',
    answer: { status: 200, body: { received: [MESSAGE], sent: [] } },
  },
  {
    method: 'POST',
    path: '/api/messages',
    group: 'Messages',
    summary: 'Sends a message to a connected buyer or vendor (anyone, for admins).',
    access: 'Signed in',
    params: [
      body('receiverId', 'The recipient.', true),
      body('content', 'The text.', true),
      body(
        'messageType',
        'General Message, Order Update, Urgent, Meeting Request or Approval Required.',
      ),
      body('relatedOrderId', 'Optional ORD- code of the order it is about.'),
    ],
    example: {
      body: {
        receiverId: 4,
        content: 'Can you confirm the fabric weight?',
        messageType: 'General Message',
        relatedOrderId: 'ORD-2026-4821',
      },
    },
    answer: { status: 201, body: MESSAGE },
  },
  {
    method: 'PUT',
    path: '/api/messages/:id/read',
    group: 'Messages',
    summary: 'Marks a received message read.',
    access: 'Its receiver',
    params: [id('The message id.')],
    example: { path: '/api/messages/7/read' },
    answer: { status: 200, body: { ...MESSAGE, isRead: true } },
  },
  {
    method: 'GET',
    path: '/api/messages/unread-count',
    group: 'Messages',
    summary: 'How many received messages are unread.',
    access: 'Signed in',
    answer: { status: 200, body: { count: 3 } },
  },
  {
    method: 'GET',
    path: '/api/messages/recipients',
    group: 'Messages',
    summary: 'Who the caller may write to.',
    access: 'Signed in',
    answer: {
      status: 200,
      body: [
        {
          id: 4,
          name: 'Victor Rahman',
          company: 'Dhaka Knitwear Ltd.',
          role: 'vendor',
          avatarInitials: 'VR',
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/messages/order/:id',
    group: 'Messages',
    summary: 'An order’s message thread, oldest first.',
    access: 'Its buyer, its vendor or an admin',
    params: [id('The numeric id or the ORD- code.')],
    example: { path: '/api/messages/order/ORD-2026-4821' },
    answer: { status: 200, body: [{ ...MESSAGE, sender: 'Bella Hart' }] },
  },

  // ------------------------------------------------------------ notifications
  {
    method: 'GET',
    path: '/api/notifications',
    group: 'Notifications',
    summary: 'The caller’s notifications (the bell), newest first, with the unread count.',
    access: 'Signed in',
    params: [
      query('unreadOnly', 'true for unread ones only.'),
      query('limit', 'How many (default 20).'),
    ],
    example: { path: '/api/notifications?unreadOnly=true' },
    answer: {
      status: 200,
      body: {
        notifications: [
          {
            id: 31,
            kind: 'order_created',
            title: 'New order',
            body: 'ORD-2026-4821: 500 × Classic Crew Neck Tee for Northwind Apparel, due 2027-01-15',
            link: '/orders/ORD-2026-4821',
            isRead: false,
            createdAt: '2026-11-22T09:30:00.000Z',
          },
        ],
        unreadCount: 1,
      },
    },
  },
  {
    method: 'PUT',
    path: '/api/notifications/read-all',
    group: 'Notifications',
    summary: 'Marks every notification read.',
    access: 'Signed in',
    answer: { status: 200, body: { count: 1 } },
  },
  {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    group: 'Notifications',
    summary: 'Marks one notification read.',
    access: 'Its user',
    params: [id('The notification id.')],
    example: { path: '/api/notifications/31/read' },
    answer: {
      status: 200,
      body: { id: 31, kind: 'order_created', title: 'New order', isRead: true },
    },
  },

  // ------------------------------------------------------------ specifications and files
  {
    method: 'GET',
    path: '/api/specifications/product/:productId',
    group: 'Specifications',
    summary: 'A product’s specifications.',
    access: 'The product’s vendor, connected buyers and admins',
    params: [{ name: 'productId', in: 'path', required: true, description: 'The product id.' }],
    example: { path: '/api/specifications/product/1' },
    answer: {
      status: 200,
      body: [
        {
          id: 3,
          productId: 1,
          specTitle: 'Crew neck tech pack',
          specDetails: 'Fabric 180 gsm combed cotton…',
          attachmentUrls: ['/api/attachments/12/download'],
          createdBy: 'Victor Rahman',
          updatedAt: '2026-11-20T14:00:00.000Z',
        },
      ],
    },
  },
  {
    method: 'POST',
    path: '/api/specifications',
    group: 'Specifications',
    summary: 'Writes a specification for a product.',
    access: 'The product’s vendor, or a connected buyer',
    params: [
      body('productId', 'The product.', true),
      body('specTitle', 'The title.', true),
      body('specDetails', 'The details.', true),
      body('attachmentUrls', 'Optional list of links.'),
    ],
    example: {
      body: { productId: 1, specTitle: 'Neck rib update', specDetails: 'Use 1x1 rib, 2 cm.' },
    },
    answer: {
      status: 201,
      body: {
        id: 8,
        productId: 1,
        specTitle: 'Neck rib update',
        specDetails: 'Use 1x1 rib, 2 cm.',
        attachmentUrls: [],
        createdBy: 'Victor Rahman',
        updatedAt: '2026-11-22T10:00:00.000Z',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/specifications/:id/attachments',
    group: 'Specifications',
    summary: 'Uploads an attachment to a specification (multipart, up to 25 MB).',
    access: 'Who may write the specification',
    params: [
      id('The specification id.'),
      {
        name: 'file',
        in: 'file',
        required: true,
        description: 'The file (multipart field "file").',
      },
      body('description', 'Optional (multipart field).'),
    ],
    example: { path: '/api/specifications/3/attachments', csvFile: 'tech-pack.pdf' },
    answer: { status: 201, body: ATTACHMENT },
  },
  {
    method: 'GET',
    path: '/api/specifications/:id/attachments.zip',
    group: 'Specifications',
    summary: 'Every attachment of a specification in one zip (Download All).',
    access: 'Who may read the specification',
    params: [id('The specification id.')],
    example: { path: '/api/specifications/3/attachments.zip' },
    answer: { status: 200, note: 'application/zip, as an attachment' },
  },
  {
    method: 'GET',
    path: '/api/attachments/:id/download',
    group: 'Specifications',
    summary: 'Downloads an attachment or order document (Content-Disposition: attachment).',
    access: 'Who may read its specification or order',
    params: [id('The attachment id.')],
    example: { path: '/api/attachments/12/download' },
    answer: { status: 200, note: 'The file' },
  },
  {
    method: 'GET',
    path: '/api/attachments/:id/view',
    group: 'Specifications',
    summary: 'Shows an attachment inline (images and PDF).',
    access: 'Who may read its specification or order',
    params: [id('The attachment id.')],
    example: { path: '/api/attachments/12/view' },
    answer: { status: 200, note: 'The file, inline' },
  },
  {
    method: 'DELETE',
    path: '/api/attachments/:id',
    group: 'Specifications',
    summary: 'Deletes an attachment or order document.',
    access: 'Its uploader, who may write its specification, or an admin',
    params: [id('The attachment id.')],
    example: { path: '/api/attachments/12' },
    answer: { status: 200, body: { id: 12, deleted: true } },
  },

  // ------------------------------------------------------------ inventory
  {
    method: 'GET',
    path: '/api/inventory',
    group: 'Inventory',
    summary: 'The buyer’s inventory rows.',
    access: 'Buyer',
    params: [
      query('search', 'Part of the product name or SKU.'),
      query('status', 'in-stock, low-stock or out-of-stock.'),
      query('category', 'A product category.'),
      query('vendorId', 'One vendor.'),
      query('minPrice', 'Lowest price.'),
      query('maxPrice', 'Highest price.'),
    ],
    answer: {
      status: 200,
      body: [
        {
          id: 5,
          productId: 1,
          productName: 'Classic Crew Neck Tee',
          sku: 'DK-TS-001',
          category: 't-shirts',
          vendorId: 4,
          vendorName: 'Victor Rahman',
          vendorCompany: 'Dhaka Knitwear Ltd.',
          onHand: 340,
          reorderPoint: 100,
          status: 'In Stock',
          price: 4.8,
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/inventory/export.csv',
    group: 'Inventory',
    summary: 'The inventory as CSV (same filters as GET /api/inventory).',
    access: 'Buyer',
    answer: { status: 200, note: 'text/csv, as an attachment' },
  },

  // ------------------------------------------------------------ dashboard, search, system
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    group: 'Dashboard and search',
    summary: 'The dashboard’s stat cards with their trend against the previous 30 days.',
    access: 'Signed in',
    answer: {
      status: 200,
      body: { activeOrders: '…', pendingApprovals: '…', newMessages: '…', onTimeDelivery: '…' },
      note: 'Each card: the value now and its trend against 30 days ago',
    },
  },
  {
    method: 'GET',
    path: '/api/search',
    group: 'Dashboard and search',
    summary: 'The header search over orders, products and specifications the caller may see.',
    access: 'Signed in',
    params: [query('q', 'The text.'), query('limit', 'Results per kind.')],
    example: { path: '/api/search?q=tee' },
    answer: {
      status: 200,
      body: {
        orders: [
          {
            id: 42,
            orderId: 'ORD-2026-4821',
            productName: 'Classic Crew Neck Tee',
            status: 'Planning',
          },
        ],
        products: [{ id: 1, name: 'Classic Crew Neck Tee', sku: 'DK-TS-001', vendorId: 4 }],
        specifications: [
          {
            id: 3,
            title: 'Crew neck tech pack',
            productId: 1,
            productName: 'Classic Crew Neck Tee',
          },
        ],
      },
    },
  },
  {
    method: 'GET',
    path: '/api/system/status',
    group: 'Administration',
    summary: 'The System Status card: server, database and last backup.',
    access: 'Admin',
    answer: {
      status: 200,
      body: {
        serverStartedAt: '2026-11-22T08:00:00.000Z',
        databaseReachable: true,
        databaseLatencyMs: 0.42,
        embedded: true,
        lastBackupAt: null,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/system/database',
    group: 'Administration',
    summary: 'Database connection info: driver, server version, size and row counts.',
    access: 'Admin',
    answer: {
      status: 200,
      body: {
        driver: 'PostgreSQL',
        serverVersion: 'PostgreSQL 15.4 …',
        databaseSize: '12 MB',
        databaseSizeBytes: 12582912,
        tables: [{ name: 'orders', rows: 24 }],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/system/diagnostics',
    group: 'Administration',
    summary: 'Runs the database diagnostics.',
    access: 'Admin',
    answer: {
      status: 200,
      body: [{ name: 'Database connection', ok: true, detail: 'Connected; select 1 took 0.4 ms' }],
    },
  },
  {
    method: 'POST',
    path: '/api/system/sync-schema',
    group: 'Administration',
    summary: 'Applies pending migrations.',
    access: 'Admin',
    answer: { status: 200, body: { applied: [] } },
  },
  {
    method: 'GET',
    path: '/api/settings/public',
    group: 'Administration',
    summary: 'The settings every visitor needs: product name, website, demo and maintenance mode.',
    access: 'Public',
    answer: {
      status: 200,
      body: {
        companyName: 'Apparel Production Portal',
        websiteUrl: 'https://portal.example.com',
        demoMode: true,
        maintenanceMode: false,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/settings',
    group: 'Administration',
    summary: 'Every settings section.',
    access: 'Admin',
    answer: {
      status: 200,
      body: { general: { companyName: 'Portal' }, security: { sessionTimeoutMinutes: 60 } },
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/settings/:section',
    group: 'Administration',
    summary: 'One settings section.',
    access: 'Admin',
    params: [
      {
        name: 'section',
        in: 'path',
        required: true,
        description: 'general, notifications, security, database, email or logs.',
      },
    ],
    example: { path: '/api/settings/security' },
    answer: {
      status: 200,
      body: { sessionTimeoutMinutes: 60, maxLoginAttempts: 5 },
      note: 'Abbreviated',
    },
  },
  {
    method: 'PUT',
    path: '/api/settings/:section',
    group: 'Administration',
    summary: 'Saves one settings section.',
    access: 'Admin',
    params: [
      {
        name: 'section',
        in: 'path',
        required: true,
        description: 'general, notifications, security, database, email or logs.',
      },
      body('…', 'The section’s fields.'),
    ],
    example: { path: '/api/settings/security', body: { sessionTimeoutMinutes: 30 } },
    answer: {
      status: 200,
      body: { sessionTimeoutMinutes: 30, maxLoginAttempts: 5 },
      note: 'Abbreviated',
    },
  },
  {
    method: 'POST',
    path: '/api/settings/email/test',
    group: 'Administration',
    summary: 'Sends a test e-mail with the Email settings (or to the outbox).',
    access: 'Admin',
    params: [body('to', 'Optional address (default: the notification e-mail).')],
    example: { body: { to: 'ops@example.com' } },
    answer: {
      status: 200,
      body: {
        ok: false,
        message:
          'No SMTP server is configured: the test mail to ops@example.com was kept in the outbox.',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/outbox',
    group: 'Administration',
    summary: 'The e-mail outbox.',
    access: 'Admin',
    params: [query('status', 'pending, sent, outbox or failed.'), query('first', 'How many (1 to 200, default 50).')],
    answer: {
      status: 200,
      body: [
        {
          id: 1,
          to: 'victor@dhaka-knitwear.example',
          subject: 'ORD-2026-0001: New order',
          status: 'failed',
          attempts: 1,
          lastError: 'Message failed: 550 mailbox unavailable',
          canRetry: true,
        },
      ],
      note: 'Abbreviated',
    },
  },
  {
    method: 'POST',
    path: '/api/outbox/:id/retry',
    group: 'Administration',
    summary:
      'Sends a failed mail (or one kept in the outbox) again: pending from now, with a fresh day of retries. 409 for any other status.',
    access: 'Admin',
    params: [id('The mail id.')],
    example: { path: '/api/outbox/1/retry' },
    answer: {
      status: 200,
      body: { id: 1, to: 'victor@dhaka-knitwear.example', status: 'pending', attempts: 0, canRetry: false },
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/audit-log.csv',
    group: 'Administration',
    summary: 'The audit log (System Logs) as CSV.',
    access: 'Admin',
    params: [query('level', 'debug, info, warning or error.')],
    answer: { status: 200, note: 'text/csv, as an attachment' },
  },
  {
    method: 'GET',
    path: '/api/docs/rest',
    group: 'Documentation',
    summary: 'This list of REST paths as JSON (what the API page shows).',
    access: 'Public',
    answer: {
      status: 200,
      body: [{ method: 'GET', path: '/api/orders', group: 'Orders', summary: '…' }],
    },
  },
  {
    method: 'GET',
    path: '/api/dashboard/timeline',
    group: 'Dashboard and search',
    summary: 'The dashboard’s Production Timeline widget: open orders, those needing action first.',
    access: 'Signed in (own orders; admins all)',
    answer: {
      status: 200,
      body: [
        {
          id: 42,
          orderId: 'ORD-2026-4821',
          status: 'Quality Check',
          progress: 45,
          needsAction: true,
        },
      ],
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/analytics',
    group: 'Analytics',
    summary:
      'Every analytics figure at once: orders by status, on-time delivery by month, lead time by vendor, volume by category, late orders.',
    access: 'Signed in (buyers their orders, vendors theirs, admins all)',
    params: [
      query('vendorId', 'Only this vendor’s orders (not for vendors).'),
      query('from', 'From this day, YYYY-MM-DD.'),
      query('to', 'Until this day, YYYY-MM-DD.'),
      query('first', 'How many late orders to list (default 50, at most 200).'),
    ],
    example: { path: '/api/analytics?from=2026-01-01&to=2026-06-30' },
    answer: {
      status: 200,
      body: {
        vendorId: null,
        from: '2026-01-01',
        to: '2026-06-30',
        ordersByStatus: [{ status: 'Completed', count: 12 }],
        onTimeByMonth: '…',
        leadTimeByVendor: '…',
        volumeByCategory: '…',
        lateOrders: '…',
        vendors: '…',
      },
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/tokens',
    group: 'API tokens',
    summary: 'Your personal API tokens (never the token itself).',
    access: 'Signed in with a session (admins: ?all=1 lists everyone’s)',
    params: [query('all', 'Admins: 1 for every user’s tokens.')],
    answer: {
      status: 200,
      body: [
        {
          id: 3,
          name: 'ERP sync',
          prefix: 'pat_9f2c',
          userId: 2,
          username: 'buyer',
          expiresAt: '2027-02-20T09:30:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
          createdAt: '2026-11-22T09:30:00.000Z',
        },
      ],
    },
  },
  {
    method: 'POST',
    path: '/api/tokens',
    group: 'API tokens',
    summary: 'Creates a token; the answer holds the token once, only its hash is kept.',
    access: 'Signed in with a session (a token cannot create tokens)',
    params: [
      body('name', 'What the token is for.', true),
      body('expiresInDays', '7, 30, 90 or 365.', true),
    ],
    example: { body: { name: 'ERP sync', expiresInDays: 90 } },
    answer: {
      status: 201,
      body: {
        token: 'pat_…',
        id: 3,
        name: 'ERP sync',
        prefix: 'pat_9f2c',
        expiresAt: '2027-02-20T09:30:00.000Z',
      },
      note: 'Abbreviated',
    },
  },
  {
    method: 'DELETE',
    path: '/api/tokens/:id',
    group: 'API tokens',
    summary: 'Revokes a token at once.',
    access: 'The token’s owner or an admin, with a session',
    params: [id('The token id.')],
    example: { path: '/api/tokens/3' },
    answer: {
      status: 200,
      body: { id: 3, name: 'ERP sync', revokedAt: '2026-11-22T10:00:00.000Z' },
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/webhooks/events',
    group: 'Webhooks',
    summary: 'The event types your role may subscribe to.',
    access: 'Signed in',
    answer: {
      status: 200,
      body: [
        'order.created',
        'order.status_changed',
        'order.approval_requested',
        'milestone.late',
        'sample.updated',
        'message.received',
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/webhooks',
    group: 'Webhooks',
    summary: 'Your webhook endpoints.',
    access: 'Signed in',
    answer: {
      status: 200,
      body: [
        {
          id: 5,
          url: 'https://erp.example.com/hooks/portal',
          events: ['order.created'],
          enabled: true,
          createdAt: '2026-11-22T09:30:00.000Z',
        },
      ],
    },
  },
  {
    method: 'POST',
    path: '/api/webhooks',
    group: 'Webhooks',
    summary: 'Registers an https endpoint; the answer holds its signing secret once.',
    access: 'Signed in',
    params: [
      body('url', 'An https:// URL that accepts POSTed JSON.', true),
      body('events', 'Event types to receive.', true),
    ],
    example: {
      body: {
        url: 'https://erp.example.com/hooks/portal',
        events: ['order.created', 'order.status_changed'],
      },
    },
    answer: {
      status: 201,
      body: {
        secret: 'whsec_…',
        id: 5,
        url: 'https://erp.example.com/hooks/portal',
        events: ['order.created', 'order.status_changed'],
        enabled: true,
      },
      note: 'Abbreviated',
    },
  },
  {
    method: 'PATCH',
    path: '/api/webhooks/:id',
    group: 'Webhooks',
    summary: 'Changes an endpoint’s URL, events or enabled state.',
    access: 'The endpoint’s owner (admins any)',
    params: [
      id('The endpoint id.'),
      body('url', 'A new https:// URL.'),
      body('events', 'New event types.'),
      body('enabled', 'false stops deliveries.'),
    ],
    example: { path: '/api/webhooks/5', body: { enabled: false } },
    answer: {
      status: 200,
      body: {
        id: 5,
        url: 'https://erp.example.com/hooks/portal',
        events: ['order.created'],
        enabled: false,
      },
      note: 'Abbreviated',
    },
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    group: 'Webhooks',
    summary: 'Deletes an endpoint with its delivery history.',
    access: 'The endpoint’s owner (admins any)',
    params: [id('The endpoint id.')],
    example: { path: '/api/webhooks/5' },
    answer: { status: 200, body: { ok: true } },
  },
  {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    group: 'Webhooks',
    summary:
      'An endpoint’s recent deliveries with their status, attempts and the receiver’s answer.',
    access: 'The endpoint’s owner (admins any)',
    params: [id('The endpoint id.'), query('first', 'How many, newest first.')],
    example: { path: '/api/webhooks/5/deliveries?first=20' },
    answer: {
      status: 200,
      body: [
        {
          id: 71,
          eventType: 'order.created',
          status: 'delivered',
          attempts: 1,
          responseStatus: 200,
          deliveredAt: '2026-11-22T09:31:00.000Z',
        },
      ],
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/admin/backups',
    group: 'Administration',
    summary: 'The database backups, newest first.',
    access: 'Admin',
    answer: {
      status: 200,
      body: [
        {
          name: 'backup-2026-11-22T03-00-00Z-scheduled.jsonl.gz',
          sizeBytes: 48213,
          trigger: 'scheduled',
          downloadUrl: '/api/admin/backups/backup-2026-11-22T03-00-00Z-scheduled.jsonl.gz',
        },
      ],
      note: 'Abbreviated',
    },
  },
  {
    method: 'POST',
    path: '/api/admin/backups',
    group: 'Administration',
    summary:
      'Backs up the database now (every table, one consistent snapshot, gzipped JSON lines).',
    access: 'Admin',
    answer: {
      status: 201,
      body: {
        name: 'backup-2026-11-22T10-00-00Z-manual.jsonl.gz',
        sizeBytes: 48213,
        trigger: 'manual',
      },
      note: 'Abbreviated',
    },
  },
  {
    method: 'GET',
    path: '/api/admin/backups/:name',
    group: 'Administration',
    summary:
      'Downloads one backup (restore it with npm run restore --workspace graphql-api -- <file>).',
    access: 'Admin',
    params: [{ name: 'name', in: 'path', required: true, description: 'The backup’s file name.' }],
    example: { path: '/api/admin/backups/backup-2026-11-22T03-00-00Z-scheduled.jsonl.gz' },
    answer: { status: 200, note: 'application/gzip, as an attachment' },
  },
];
