import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminAssociationsBuyersDocument, AdminAssociationsCreateDocument, AdminAssociationsVendorsDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { CreateConnectionPanel } from './CreateConnectionPanel';

const parties: MockLink.MockedResponse[] = [
  {
    request: { query: AdminAssociationsBuyersDocument },
    result: { data: { buyers: [{ id: 2, name: 'Bella Hart', company: 'Urban Threads' }] } },
  },
  {
    request: { query: AdminAssociationsVendorsDocument },
    result: { data: { vendors: [{ id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' }] } },
  },
];

const create = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AdminAssociationsCreateDocument, variables: { input: { buyerId: 2, vendorId: 5, status: 'approved' } } },
  result,
});

async function renderPanel(mocks: MockLink.MockedResponse[], onCreated = () => undefined) {
  const rendered = renderPortal(<CreateConnectionPanel onCreated={onCreated} />, { mocks: [...parties, ...mocks] });
  const form = screen.getByRole('form', { name: 'Create New Connection' });
  await within(form).findByRole('option', { name: 'Victor Rahman (Dhaka Knitwear Ltd.)' });
  await within(form).findByRole('option', { name: 'Bella Hart (Urban Threads)' });
  return { ...rendered, form };
}

async function choose(user: Awaited<ReturnType<typeof renderPanel>>['user'], form: HTMLElement) {
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Buyer' }), 'Bella Hart (Urban Threads)');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Vendor' }), 'Victor Rahman (Dhaka Knitwear Ltd.)');
}

describe('CreateConnectionPanel', () => {
  it('needs a buyer and a vendor: Create stays disabled and a cleared choice is marked', async () => {
    const { user, form } = await renderPanel([]);
    const createButton = within(form).getByRole('button', { name: 'Create Connection' });
    expect(createButton).toBeDisabled();
    const buyer = within(form).getByRole('combobox', { name: 'Buyer' });
    await user.selectOptions(buyer, 'Bella Hart (Urban Threads)');
    await user.selectOptions(buyer, 'Select a buyer');
    expect(buyer).toHaveAccessibleDescription('Please select a buyer');
    expect(buyer).toHaveAttribute('aria-invalid', 'true');
    expect(createButton).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('The selected vendor is not an active vendor', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'vendorId' },
    });
    const { user, form } = await renderPanel([create({ errors: [refusal] })]);
    await choose(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    const vendor = within(form).getByRole('combobox', { name: 'Vendor' });
    expect(await within(form).findByText('The selected vendor is not an active vendor')).toBeInTheDocument();
    expect(vendor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('connects the two chosen as approved and says so', async () => {
    const onCreated = jest.fn(() => undefined);
    const { user, form } = await renderPanel([create({ data: { createConnection: { id: 9, status: 'approved' } } })], onCreated);
    await choose(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    expect(await screen.findByText('Association created')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('combobox', { name: 'Buyer' })).toHaveValue('');
  });
});
