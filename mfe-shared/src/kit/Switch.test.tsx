import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '../theme';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles by click and keyboard when uncontrolled, and submits its value only when on', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PortalThemeProvider>
        <Switch aria-label="In stock" name="inStock" />
      </PortalThemeProvider>,
    );
    const control = screen.getByRole('switch', { name: 'In stock' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(container.querySelector('input[name="inStock"]')).toBeNull();
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(container.querySelector('input[name="inStock"]')).toHaveValue('on');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('when controlled, reports the change and shows what the owner says', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(
      <PortalThemeProvider>
        <Switch aria-label="Active" checked onCheckedChange={onCheckedChange} />
      </PortalThemeProvider>,
    );
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
  });
});
