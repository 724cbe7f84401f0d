import { Product } from '../products/product.entity';
import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

// Points of measure on a specification (issue 23): the measurement chart's rules, its versions,
// GraphQL and REST.

let portal: TestPortal;
let vendor: ApiClient;
let buyer: ApiClient;
let carla: ApiClient;
let admin: ApiClient;
const product: Record<string, number> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  for (const p of await portal.orm.em.fork().find(Product, {})) product[p.sku] = p.id;
  [vendor, buyer, carla, admin] = await Promise.all(['vendor', 'buyer', 'carla.chen', 'admin'].map((u) => portal.signIn(u)));
});
afterAll(() => portal?.close());

const point = (code: string, targets: [string, number][], extra: Record<string, unknown> = {}) => ({
  code,
  description: `Point ${code}`,
  unit: 'cm',
  toleranceMinus: 1,
  tolerancePlus: 1.5,
  targets: targets.map(([size, value]) => ({ size, value })),
  ...extra,
});
const CHART = {
  sizes: ['S', 'M', 'L'],
  points: [
    point('A', [['S', 48], ['M', 51], ['L', 54]], { description: 'Chest width 1 cm below armhole' }),
    point('B', [['S', 70], ['M', 72], ['L', 74]], { description: 'Body length from HPS', unit: 'inch' }),
  ],
};
const CHART_FIELDS = 'measurementChart { sizes points { code description unit toleranceMinus tolerancePlus targets { size value } } }';

async function newSpec(client: ApiClient = vendor, measurementChart: unknown = undefined) {
  return client.gql(
    `mutation($input: CreateSpecificationInput!) { createSpecification(input: $input) { id version ${CHART_FIELDS} } }`,
    { input: { productId: product['DK-TS-002'], title: 'POM test', details: 'Fit', measurementChart } },
  );
}

describe('measurement chart of a specification', () => {
  it('stores points of measure with a target per size, over GraphQL and REST, and versions every edit', async () => {
    const created = await newSpec(vendor, CHART);
    expect(created.errors).toBeUndefined();
    const spec = created.data.createSpecification;
    expect(spec.version).toBe(1);
    expect(spec.measurementChart.sizes).toEqual(['S', 'M', 'L']);
    expect(spec.measurementChart.points[0]).toEqual({
      code: 'A',
      description: 'Chest width 1 cm below armhole',
      unit: 'cm',
      toleranceMinus: 1,
      tolerancePlus: 1.5,
      targets: [{ size: 'S', value: 48 }, { size: 'M', value: 51 }, { size: 'L', value: 54 }],
    });

    // REST: the same chart; a replacement is an edit, so the version rises and the old chart is kept.
    const read = await buyer.get(`/api/specifications/${spec.id}/measurement-chart`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ specificationId: spec.id, version: 1, sizes: ['S', 'M', 'L'] });
    expect(read.body.points.map((p: { code: string; unit: string }) => `${p.code} ${p.unit}`)).toEqual(['A cm', 'B inch']);
    // Targets are answered in the chart's size order, whatever order they were sent in.
    const put = await vendor.put(`/api/specifications/${spec.id}/measurement-chart`, {
      sizes: ['S', 'M', 'L', 'XL'],
      points: [point('A', [['XL', 57], ['S', 48], ['M', 51], ['L', 54]])],
      expectedVersion: 1,
    });
    expect(put.status).toBe(200);
    expect(put.body.version).toBe(2);
    expect(put.body.points).toEqual([point('A', [['S', 48], ['M', 51], ['L', 54], ['XL', 57]])]);
    const stale = await vendor.put(`/api/specifications/${spec.id}/measurement-chart`, { ...CHART, expectedVersion: 1 });
    expect(stale.status).toBe(409);

    const versions = await vendor.gql(
      `query($id: Int!) { specification(id: $id) { version ${CHART_FIELDS} versions { version snapshot { ${CHART_FIELDS} } } } }`,
      { id: spec.id },
    );
    const current = versions.data.specification;
    expect(current.version).toBe(2);
    expect(current.measurementChart.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(current.versions[0].version).toBe(1);
    expect(current.versions[0].snapshot.measurementChart).toEqual(spec.measurementChart);

    // An edit that leaves the chart out keeps it; an empty chart removes it.
    const other = await vendor.gql(
      `mutation($input: UpdateSpecificationInput!) { updateSpecification(input: $input) { version ${CHART_FIELDS} } }`,
      { input: { id: spec.id, title: 'POM test 2' } },
    );
    expect(other.data.updateSpecification.measurementChart.points).toHaveLength(1);
    const emptied = await vendor.put(`/api/specifications/${spec.id}/measurement-chart`, { sizes: [], points: [] });
    expect(emptied.body).toMatchObject({ version: 4, sizes: [], points: [] });
    const rows = await portal.orm.em.fork().getConnection().execute('select count(*)::int as n from spec_points_of_measure where specification_id = ?', [spec.id]);
    expect(rows[0].n).toBe(0);
  });

  it('answers every bad chart with a 400 naming the row or size field, and changes nothing', async () => {
    const spec = (await newSpec(vendor, CHART)).data.createSpecification;
    const put = (body: unknown) => vendor.put(`/api/specifications/${spec.id}/measurement-chart`, body);
    const cases: [unknown, string][] = [
      [{ sizes: ['S', 's'], points: [] }, 'sizes.1'],
      [{ sizes: ['S', ''], points: [] }, 'sizes.1'],
      [{ sizes: [], points: [point('A', [])] }, 'sizes'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]]), point('a', [['S', 2]])] }, 'points.1.code'],
      [{ sizes: ['S'], points: [point('', [['S', 1]])] }, 'points.0.code'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]], { description: ' ' })] }, 'points.0.description'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]], { unit: 'mm' })] }, 'points.0.unit'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]], { toleranceMinus: 0 })] }, 'points.0.toleranceMinus'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]], { tolerancePlus: -0.5 })] }, 'points.0.tolerancePlus'],
      [{ sizes: ['S'], points: [point('A', [['S', 1]], { tolerancePlus: '1' })] }, 'points.0.tolerancePlus'],
      [{ sizes: ['S', 'M'], points: [point('A', [['S', 1], ['M', 'big' as unknown as number]])] }, 'points.0.targets.M'],
      [{ sizes: ['S', 'M'], points: [point('A', [['S', 1]])] }, 'points.0.targets.M'],
      [{ sizes: ['S'], points: [point('A', [['S', 1], ['XXL', 3]])] }, 'points.0.targets.XXL'],
      [{ sizes: ['S'], points: [point('A', [['S', 0]])] }, 'points.0.targets.S'],
      [{ sizes: 'S', points: [] }, 'sizes'],
      [{ sizes: ['S'] }, 'points'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'BAD_USER_INPUT', field]);
    }
    // Every problem at once, each under its field.
    const many = await put({ sizes: ['S', 'M'], points: [point('A', [['S', -1]], { unit: 'yd' })] });
    expect(many.body.fields.map((f: { field: string }) => f.field)).toEqual(['points.0.unit', 'points.0.targets.S', 'points.0.targets.M']);
    // GraphQL names the input's field.
    const gql = await vendor.gql(
      'mutation($input: UpdateSpecificationInput!) { updateSpecification(input: $input) { version } }',
      { input: { id: spec.id, measurementChart: { sizes: ['S'], points: [point('A', [['S', 50]], { tolerancePlus: 0 })] } } },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'measurementChart.points.0.tolerancePlus' });
    const after = await vendor.get(`/api/specifications/${spec.id}/measurement-chart`);
    expect(after.body).toMatchObject({ version: 1, sizes: ['S', 'M', 'L'] });
  });

  it('lets only who may write the specification change its chart', async () => {
    const spec = (await newSpec(vendor, CHART)).data.createSpecification;
    const put = (client: ApiClient) => client.put(`/api/specifications/${spec.id}/measurement-chart`, CHART);
    expect((await put(carla)).status).toBe(404);
    expect((await put(admin)).status).toBe(403);
    expect((await carla.get(`/api/specifications/${spec.id}/measurement-chart`)).status).toBe(404);
    expect((await admin.get(`/api/specifications/${spec.id}/measurement-chart`)).status).toBe(200);
    // A forbidden caller learns nothing about its body.
    expect((await admin.put(`/api/specifications/${spec.id}/measurement-chart`, { sizes: 1 })).status).toBe(403);
    expect((await put(buyer)).status).toBe(200);
  });

  it('seeds the tech pack with a chart in cm and the jeans standard with one in inches', async () => {
    const { data } = await admin.gql(`{ specifications(first: 100) { nodes { title ${CHART_FIELDS} } } }`);
    const byTitle = new Map(data.specifications.nodes.map((n: any) => [n.title, n.measurementChart]));
    const tee: any = byTitle.get('Crew Neck Tee Tech Pack');
    expect(tee.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(tee.points.map((p: any) => `${p.code} ${p.unit} -${p.toleranceMinus}/+${p.tolerancePlus}`)).toEqual(['A cm -1/+1', 'B cm -1/+1.5', 'C cm -0.5/+0.5', 'D cm -0.5/+0.5']);
    expect((byTitle.get('Selvedge Jeans Wash Standard') as any).points[0].unit).toBe('inch');
    expect((byTitle.get('Hoodie Branding Guide') as any).points).toEqual([]);
  });
});
