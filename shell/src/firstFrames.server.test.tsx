/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { SessionUser } from 'mfe-shared';
import { FIRST_FRAME_PATHS, renderFirstFrame, renderSignedInFrame, type RunOperation, signedInFrameArea } from './firstFrames.server';

const SETTINGS = { companyName: 'Northwind Apparel', demoMode: true, maintenanceMode: false };

describe('first frames drawn on the server', () => {
  it('draws the sign-in page with the portal\'s settings, every control disabled, #root hidden until the app takes over', () => {
    const html = renderFirstFrame('/login', SETTINGS)!;
    expect(html.startsWith('<div id="first-frame">')).toBe(true);
    expect(html).toContain('#first-frame ~ #root { display: none; }');
    expect(html).toContain('>Northwind Apparel</a>');
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('Buyer Demo');
    const controls = html.match(/<(input|button)\b[^>]*>/g)!;
    expect(controls.length).toBeGreaterThanOrEqual(6);
    for (const control of controls) expect(control).toContain(' disabled=""');
    // Its styles are plain style elements, which styled-components in the browser leaves alone.
    expect(html).not.toMatch(/<style[^>]*data-styled/);
    // The demo buttons only in demo mode.
    expect(renderFirstFrame('/login', { ...SETTINGS, demoMode: false })).not.toContain('Buyer Demo');
  });

  it('draws the landing and sign-up pages, and nothing for other paths', () => {
    expect(FIRST_FRAME_PATHS).toEqual(expect.arrayContaining(['/', '/login', '/auth/login', '/register', '/auth/register']));
    const register = renderFirstFrame('/register', SETTINGS) ?? '';
    expect(register).toContain('Create');
    // The default role is chosen in the picture as in the page that replaces it.
    const radios = register.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios.find((tag) => tag.includes('value="buyer"'))).toContain('checked=""');
    expect(radios.find((tag) => tag.includes('value="vendor"'))).not.toContain('checked=""');
    expect(renderFirstFrame('/', SETTINGS)).toContain('Northwind Apparel');
    expect(renderFirstFrame('/orders', SETTINGS)).toBeNull();
  });
});

describe('signed-in pages drawn on the server with their data', () => {
  const USER: SessionUser = {
    id: 7,
    name: 'Bella Northwind',
    username: 'bella',
    email: 'bella@example.com',
    role: 'buyer',
    company: 'Northwind Apparel',
    avatarInitials: 'BN',
    capabilities: {
      createOrder: true,
      chooseOrderBuyer: false,
      importOrders: true,
      importProducts: false,
      writeSpecifications: true,
      seeAllApiTokens: false,
      editOrderingPolicy: true,
      editQualitySettings: false,
      editShippingSettings: false,
      compareVendors: true,
    },
  };
  const PROBE = gql`
    query FrameProbe {
      publicSettings {
        companyName
      }
    }
  `;
  /** The area's page: what a role remote's routes draw, with a query of its own. */
  function Area() {
    const { data } = useQuery<{ publicSettings: { companyName: string } }>(PROBE);
    return <p>Orders of {data?.publicSettings.companyName ?? 'nobody yet'}</p>;
  }
  /** Answers the probe; the layout's own queries (counts, search) get an error, which the layout survives. */
  const answering = (asked: string[]): RunOperation => async (_query, _variables, operationName) => {
    asked.push(operationName ?? '');
    if (operationName === 'FrameProbe') return { data: { publicSettings: { __typename: 'PublicSettings', companyName: 'Northwind Apparel' } } };
    return { errors: [{ message: 'Not in this test' }] } as never;
  };
  const input = (area = Area, asked: string[] = []) => ({
    user: USER,
    settings: { companyName: 'Portal Co', demoMode: false, maintenanceMode: false },
    area,
    run: answering(asked),
    signal: AbortSignal.timeout(10_000),
  });

  it('draws the layout and the area\'s page with the answers to its queries, every control disabled, and hands over the answers', async () => {
    const asked: string[] = [];
    const drawn = (await renderSignedInFrame('/buyer/dashboard', input(Area, asked)))!;
    expect(drawn.frame.startsWith('<div id="first-frame">')).toBe(true);
    expect(drawn.frame).toContain('#first-frame ~ #root { display: none; }');
    // The area's page, with its data; the layout around it, for the signed-in user.
    expect(drawn.frame).toContain('Orders of <!-- -->Northwind Apparel');
    expect(drawn.frame).toContain('Bella Northwind');
    expect(drawn.frame).toContain('Portal Co');
    expect(asked).toContain('FrameProbe');
    const controls = drawn.frame.match(/<(input|button)\b[^>]*>/g)!;
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).toContain(' disabled=""');
    expect(drawn.frame).not.toMatch(/<style[^>]*data-styled/);
    // The cache the browser's client starts with (mfe-shared/src/apollo.ts).
    expect(drawn.answers).toMatchObject({ ROOT_QUERY: { publicSettings: { companyName: 'Northwind Apparel' } } });
  });

  it('draws only the pages it knows, and refuses a page a part of which fails to draw', async () => {
    expect(signedInFrameArea('/vendor/dashboard')).toBe('vendor');
    expect(signedInFrameArea('/buyer/orders')).toBeNull();
    expect(await renderSignedInFrame('/buyer/orders', input())).toBeNull();
    const Broken = () => {
      throw new Error('a part that cannot draw');
    };
    await expect(renderSignedInFrame('/buyer/dashboard', input(Broken))).rejects.toThrow('a part that cannot draw');
  });
});
