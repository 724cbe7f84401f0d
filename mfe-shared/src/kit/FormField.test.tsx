import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalThemeProvider } from '../theme';
import { FormField } from './FormField';
import { Input } from './Input';

const inTheme = (ui: ReactElement) => render(<PortalThemeProvider>{ui}</PortalThemeProvider>);

describe('FormField', () => {
  it('labels its control and reads the hint with it', () => {
    inTheme(
      <FormField label="SKU" hint="A unique identifier" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'SKU' });
    expect(input).toHaveAccessibleDescription('A unique identifier');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error after the hint', () => {
    inTheme(
      <FormField label="SKU" hint="A unique identifier" error="A product with this SKU already exists">
        <Input id="sku" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'SKU' });
    expect(input).toHaveAttribute('id', 'sku');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A unique identifier A product with this SKU already exists');
  });
});
