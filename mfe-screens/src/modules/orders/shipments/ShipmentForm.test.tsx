import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersCreateShipmentDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { ShipmentForm } from './ShipmentForm';

const cells = [
  { colour: 'Navy', size: 'M', ordered: 60, shipped: 0, most: 63 },
  { colour: 'Navy', size: 'L', ordered: 60, shipped: 0, most: 63 },
];

const createMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersCreateShipmentDocument,
    variables: {
      orderId: '8',
      input: {
        mode: 'Air',
        carrier: 'DHL Express',
        trackingNumber: 'AWB 176-1',
        etd: '2099-01-02',
        eta: '2099-01-20',
        note: null,
        cartons: [
          { cartonCount: 6, grossWeightKg: 11.5, netWeightKg: 10, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ colour: 'Navy', size: 'L', quantity: 10 }] },
        ],
      },
    },
  },
  result,
});

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const rendered = renderPortal(<ShipmentForm title="Create shipment" orderId={8} cells={cells} onClose={onClose} />, { mocks });
  return { ...rendered, onClose };
}

const findForm = () => screen.findByRole('form', { name: 'Create shipment' });

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  const form = await findForm();
  await user.selectOptions(within(form).getByRole('combobox', { name: /Mode/ }), 'Air');
  await user.type(within(form).getByRole('textbox', { name: /Carrier/ }), 'DHL Express');
  await user.type(within(form).getByRole('textbox', { name: /Tracking/ }), ' AWB 176-1 ');
  await user.type(within(form).getByLabelText(/ETD/), '2099-01-02');
  await user.type(within(form).getByLabelText(/ETA/), '2099-01-20');
  const row = within(form).getByRole('group', { name: 'Carton row 1' });
  await user.type(within(row).getByRole('spinbutton', { name: 'Cartons' }), '6');
  await user.type(within(row).getByRole('spinbutton', { name: 'Gross kg per carton' }), '11.5');
  await user.type(within(row).getByRole('spinbutton', { name: 'Net kg per carton' }), '10');
  await user.type(within(row).getByRole('spinbutton', { name: 'Navy / L per carton' }), '10');
  expect(within(form).getByRole('status')).toHaveTextContent('This shipment: 60 units in 6 cartons.');
  await user.click(within(form).getByRole('button', { name: 'Ship' }));
}

describe('ShipmentForm', () => {
  it('asks for the carrier, tracking number and dates before sending', async () => {
    const { user, onClose } = renderForm();
    await user.click(within(await findForm()).getByRole('button', { name: 'Ship' }));
    const carrier = screen.getByRole('textbox', { name: /Carrier/ });
    expect(carrier).toHaveAccessibleDescription('Please enter the carrier');
    expect(carrier).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Tracking/ })).toHaveAccessibleDescription('Please enter the tracking or B/L number');
    expect(screen.getByLabelText(/ETD/)).toHaveAccessibleDescription('Please enter the ETD');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a content under its row's cell", async () => {
    const refusal = new GraphQLError('Packing list row 1: the units of Navy / L per carton must be at most 10,000', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'cartons[0].items[0].quantity' },
    });
    const { user, onClose } = renderForm([createMock({ errors: [refusal] })]);
    await fillIn(user);
    const units = screen.getByRole('spinbutton', { name: 'Navy / L per carton' });
    expect(await screen.findByText('Packing list row 1: the units of Navy / L per carton must be at most 10,000')).toBeInTheDocument();
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(units).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal about the packing list as a whole above the buttons', async () => {
    const refusal = new GraphQLError('Navy / L: 70 units shipped of 60 units ordered is over the 5% tolerance: at most 63 units', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'cartons' },
    });
    const { user } = renderForm([createMock({ errors: [refusal] })]);
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('over the 5% tolerance');
  });

  it('ships the notice and the packing list the vendor typed', async () => {
    const { user, onClose } = renderForm([createMock({ data: { createShipment: { id: 41, number: 1 } } })]);
    await fillIn(user);
    expect(await screen.findByText('Shipment 1 created')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
