import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '../theme';
import { Tabs } from './Tabs';

const items = [
  { value: 'timeline', label: 'Timeline', content: 'Timeline events' },
  { value: 'samples', label: 'Samples', content: 'Sample rounds', disabled: true },
  { value: 'documents', label: 'Documents', content: 'Order documents' },
];

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    render(
      <PortalThemeProvider>
        <Tabs label="Order details" items={items} />
      </PortalThemeProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Timeline' })).toHaveTextContent('Timeline events');
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Documents' })).toHaveTextContent('Order documents');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('tabindex', '-1');
  });
});
