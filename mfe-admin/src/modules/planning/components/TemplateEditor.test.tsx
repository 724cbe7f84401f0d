import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminSaveMilestoneTemplateDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { type TemplateDraft, TemplateEditor } from './TemplateEditor';

const blank: TemplateDraft = { id: null, name: '', isDefault: false, steps: [{ name: '', owner: 'vendor', offsetDays: 0 }] };

const steps = [
  { name: 'Yarn booked', owner: 'vendor', offsetDays: 20 },
  { name: 'Final inspection', owner: 'buyer', offsetDays: 3 },
] as const;

const saveMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: AdminSaveMilestoneTemplateDocument,
    variables: { input: { id: null, name: 'Knitwear express', isDefault: false, steps } },
  },
  result,
});

function renderEditor(mocks: MockLink.MockedResponse[], onSaved = () => undefined) {
  const rendered = renderPortal(<TemplateEditor template={blank} onSaved={onSaved} />, { mocks });
  return { ...rendered, editor: screen.getByLabelText('New template') };
}

async function fillIn(user: ReturnType<typeof renderEditor>['user'], editor: HTMLElement) {
  await user.type(within(editor).getByRole('textbox', { name: /Template name/ }), 'Knitwear express');
  await user.type(within(editor).getByLabelText('Step 1 name'), 'Yarn booked');
  await user.clear(within(editor).getByLabelText('Step 1 days before due'));
  await user.type(within(editor).getByLabelText('Step 1 days before due'), '20');
  await user.click(within(editor).getByRole('button', { name: 'Add step' }));
  await user.type(within(editor).getByLabelText('Step 2 name'), 'Final inspection');
  await user.selectOptions(within(editor).getByLabelText('Step 2 owner'), 'buyer');
  await user.clear(within(editor).getByLabelText('Step 2 days before due'));
  await user.type(within(editor).getByLabelText('Step 2 days before due'), '3');
}

describe('TemplateEditor', () => {
  it('asks for the template and step names and whole days before sending anything', async () => {
    const { user, editor } = renderEditor([]);
    await user.clear(within(editor).getByLabelText('Step 1 days before due'));
    await user.click(within(editor).getByRole('button', { name: 'Save template' }));
    expect(within(editor).getByRole('textbox', { name: /Template name/ })).toHaveAccessibleDescription('Please enter a template name');
    expect(within(editor).getByLabelText('Step 1 name')).toHaveAccessibleDescription('Enter the step name');
    expect(within(editor).getByLabelText('Step 1 days before due')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByText('Days must be a whole number')).toBeInTheDocument();
  });

  it("shows the server's refusal of the steps under the steps", async () => {
    const refusal = new GraphQLError('Step 2: the owner must be buyer or vendor', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'steps' },
    });
    const { user, editor } = renderEditor([saveMock({ errors: [refusal] })]);
    await fillIn(user, editor);
    await user.click(within(editor).getByRole('button', { name: 'Save template' }));
    expect(await within(editor).findByText('Step 2: the owner must be buyer or vendor')).toBeInTheDocument();
    expect(within(editor).getByRole('table')).toHaveAccessibleDescription('Step 2: the owner must be buyer or vendor');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('saves the name and every step as typed', async () => {
    const onSaved = jest.fn(() => undefined);
    const saved = { saveMilestoneTemplate: { id: 4, name: 'Knitwear express', isDefault: false, steps } };
    const { user, editor } = renderEditor([saveMock({ data: saved })], onSaved);
    await fillIn(user, editor);
    await user.click(within(editor).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
