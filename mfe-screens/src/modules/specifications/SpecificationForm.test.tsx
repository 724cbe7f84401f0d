import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPortal } from 'mfe-shared/test';
import { SpecificationForm, type SpecificationFormValues } from './SpecificationForm';

const EMPTY: SpecificationFormValues = { title: '', category: '', description: '', details: '', sections: [] };

function renderForm(onSubmit: (values: SpecificationFormValues) => void) {
  return renderPortal(
    <SpecificationForm initial={EMPTY} submitLabel="Save" pendingLabel="Saving..." pending={false} onSubmit={onSubmit} onCancel={() => undefined} />,
  );
}

describe('SpecificationForm', () => {
  it('needs a title and details before it sends', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Details are required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes sections and sends only the filled ones', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tee tech pack');
    await user.type(screen.getByRole('textbox', { name: /^Details/ }), '180 gsm jersey');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getAllByRole('group', { name: /^Section \d$/ })).toHaveLength(3);
    const titles = screen.getAllByRole('textbox', { name: 'Section title' });
    await user.type(titles[0], 'Fabric');
    await user.type(titles[2], 'Labels');
    await user.click(screen.getAllByRole('button', { name: 'Remove section' })[2]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Tee tech pack',
      category: '',
      description: '',
      details: '180 gsm jersey',
      sections: [{ title: 'Fabric', content: '' }],
    });
  });
});
