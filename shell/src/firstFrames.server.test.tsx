/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { FIRST_FRAME_PATHS, renderFirstFrame } from './firstFrames.server';

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
