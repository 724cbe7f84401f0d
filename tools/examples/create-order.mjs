#!/usr/bin/env node
// Creates a production order with an API token (issue 10), the way an ERP would:
//
//   PORTAL_URL=http://127.0.0.1:4000 PORTAL_TOKEN=<token from your profile page> \
//     node tools/examples/create-order.mjs "Dhaka Knitwear Ltd." DK-TS-001 500 2027-01-15 "First drop"
//
// Arguments: the vendor's company name (or the vendor's name), the product SKU, the quantity, the due
// date (YYYY-MM-DD) and optional notes. The token must belong to a buyer connected with the vendor.
const [vendorName, sku, quantity, dueDate, notes] = process.argv.slice(2);
const base = (process.env.PORTAL_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const token = process.env.PORTAL_TOKEN;
if (!token || !vendorName || !sku || !quantity || !dueDate) {
  console.error(
    'usage: PORTAL_TOKEN=... node create-order.mjs <vendor> <sku> <quantity> <YYYY-MM-DD> [notes]',
  );
  process.exit(2);
}

/** One REST call with the token; a non-OK answer stops with the server's message. */
async function api(method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const answer = text ? JSON.parse(text) : null;
  if (!res.ok) {
    console.error(`${method} ${path}: ${res.status} ${answer?.message ?? text}`);
    process.exit(1);
  }
  return answer;
}

const wanted = vendorName.toLowerCase();
const vendors = await api('GET', '/api/users/vendors');
const vendor = vendors.find(
  (v) => v.company?.toLowerCase() === wanted || v.name.toLowerCase() === wanted,
);
if (!vendor) {
  console.error(`No vendor named '${vendorName}'`);
  process.exit(1);
}
const products = await api(
  'GET',
  `/api/products?vendorId=${vendor.id}&search=${encodeURIComponent(sku)}`,
);
const product = products.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
if (!product) {
  console.error(`${vendor.company ?? vendor.name} has no product with SKU '${sku}'`);
  process.exit(1);
}
const order = await api('POST', '/api/orders', {
  vendorId: vendor.id,
  productId: product.id,
  quantity: Number(quantity),
  dueDate,
  notes: notes ?? null,
});
console.log(
  `Created ${order.orderId}: ${order.quantity} × ${order.productName} from ${order.vendorCompany ?? order.vendorName}, due ${order.dueDate} (${order.status})`,
);
