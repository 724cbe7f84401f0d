import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { PortalThemeProvider } from '../theme';
import { Button } from './Button';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('shows the title as the section heading under the layout h1, its description and actions', () => {
    render(
      <PortalThemeProvider>
        <PageHeading title="Inventory" description="Your stock." actions={<Button>Add Product</Button>} />
      </PortalThemeProvider>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 2, name: 'Inventory' })).toBeInTheDocument();
    expect(within(banner).queryByRole('heading', { level: 1 })).toBeNull();
    expect(within(banner).getByText('Your stock.')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('leaves out the description and the actions row when there are none', () => {
    const { container } = render(
      <PortalThemeProvider>
        <PageHeading title="Dashboard" />
      </PortalThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });

  it('puts a back link above the title and badges beside it, outside the heading', () => {
    render(
      <PortalThemeProvider>
        <PageHeading title="ORD-2026-0007" back={<a href="/orders">Back to Orders</a>} badges={<span>In Production</span>} />
      </PortalThemeProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAccessibleName('ORD-2026-0007');
    expect(screen.getByRole('link', { name: 'Back to Orders' }).compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(heading.parentElement).toContainElement(screen.getByText('In Production'));
  });
});
