// Creates a production order with an API token (issues 10 and 20), the way an ERP would, through a
// client typed from the portal's OpenAPI document (portal-api.d.ts, `npm run docs:client`):
//
//   PORTAL_URL=http://127.0.0.1:4000 PORTAL_TOKEN=<token from your profile page> \
//     node --experimental-strip-types tools/examples/create-order.ts "Dhaka Knitwear Ltd." DK-TS-001 500 2027-01-15 "First drop"
//
// (Node 22.6 or later; Node 24 runs .ts files without the flag; in this repository
// `node -r @swc-node/register tools/examples/create-order.ts ...` works on any Node.)
// Arguments: the vendor's company name (or the vendor's name), the product SKU, the quantity, the due
// date (YYYY-MM-DD) and optional notes. The token must belong to a buyer connected with the vendor.
import createClient from 'openapi-fetch';
import type { paths } from './portal-api';

const [vendorName, sku, quantity, dueDate, notes] = process.argv.slice(2);
const token = process.env.PORTAL_TOKEN;
if (!token || !vendorName || !sku || !quantity || !dueDate) {
  console.error(
    'usage: PORTAL_TOKEN=... create-order.ts <vendor> <sku> <quantity> <YYYY-MM-DD> [notes]',
  );
  process.exit(2);
}

const api = createClient<paths>({
  baseUrl: (process.env.PORTAL_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
  headers: { authorization: `Bearer ${token}` },
});

/** A refused call stops with the server's message (and the field it is about). */
function fail(what: string, error: { message: string; field?: string }): never {
  console.error(`${what}: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  process.exit(1);
}

async function main() {
  const vendors = await api.GET('/api/users/vendors');
  if (!vendors.data) fail('Reading the vendors', vendors.error);
  const wanted = vendorName.toLowerCase();
  const vendor = vendors.data.find(
    (v) => v.company?.toLowerCase() === wanted || v.name.toLowerCase() === wanted,
  );
  if (!vendor) fail('Choosing the vendor', { message: `No vendor named '${vendorName}'` });

  const products = await api.GET('/api/products', {
    params: { query: { vendorId: vendor.id, search: sku } },
  });
  if (!products.data) fail('Reading the products', products.error);
  const product = products.data.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
  if (!product)
    fail('Choosing the product', {
      message: `${vendor.company ?? vendor.name} has no product with SKU '${sku}'`,
    });

  const created = await api.POST('/api/orders', {
    body: {
      vendorId: vendor.id,
      productId: product.id,
      quantity: Number(quantity),
      dueDate,
      notes: notes ?? null,
    },
  });
  if (!created.data) fail('Placing the order', created.error);
  const order = created.data;
  console.log(
    `Created ${order.orderId}: ${order.quantity} × ${order.productName} from ${order.vendorCompany ?? order.vendorName}, due ${order.dueDate} (${order.status})`,
  );
}

void main();
