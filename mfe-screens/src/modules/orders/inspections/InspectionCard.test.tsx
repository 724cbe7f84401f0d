import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersRecordInspectionDefectDocument, OrdersUpdateCorrectiveActionDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { InspectionCard } from './InspectionCard';
import type { InspectionItem } from './inspectionText';

const inspection = (fields: Partial<InspectionItem>): InspectionItem => ({
  id: 21,
  kind: 'Final',
  inspectorSide: 'Vendor',
  attempt: 1,
  reinspectionOfId: null,
  status: 'InProgress',
  passed: null,
  lotSize: 500,
  level: 'II',
  sampleSize: 50,
  note: null,
  waiverReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  createdBy: { id: 3, name: 'Mei Lin' },
  completedBy: null,
  results: [],
  defects: [],
  measurementChart: null,
  measuredPieces: [],
  correctiveAction: null,
  availableActions: [],
  ...fields,
});

const recording = inspection({ availableActions: [{ kind: 'RecordDefects', label: 'Record defects' }] });
const failed = inspection({
  status: 'Failed',
  passed: false,
  correctiveAction: { id: 5, status: 'Open', rootCause: null, action: null, dueDate: '2099-01-10', doneAt: null, owner: { id: 3, name: 'Mei Lin' } },
  availableActions: [{ kind: 'UpdateCorrectiveAction', label: 'Update corrective action' }],
});

const recordMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersRecordInspectionDefectDocument,
    variables: { inspectionId: 21, input: { defectClass: 'Critical', defectType: 'Broken stitch', quantity: 3 } },
  },
  result,
});

function renderCard(item: InspectionItem, mocks: MockLink.MockedResponse[] = []) {
  return renderPortal(<InspectionCard inspection={item} orderCode="ORD-2026-0004" defectTypes={['Broken stitch', 'Stain']} />, { mocks });
}

async function recordThree(user: ReturnType<typeof renderCard>['user']) {
  const form = screen.getByRole('form', { name: 'Record defects' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Class' }), 'Critical');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Defect type' }), 'Broken stitch');
  await user.clear(within(form).getByRole('spinbutton', { name: 'Quantity' }));
  await user.type(within(form).getByRole('spinbutton', { name: 'Quantity' }), '3');
  await user.click(within(form).getByRole('button', { name: 'Record defect' }));
}

describe('InspectionCard: the defect form', () => {
  it('asks for a defect type and a whole quantity before sending', async () => {
    const { user } = renderCard(recording);
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Record defect' }));
    const type = screen.getByRole('combobox', { name: 'Defect type' });
    expect(type).toHaveAccessibleDescription('Please choose a defect type');
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription('The quantity must be a whole number');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Please choose a defect type of the list for Tops', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'defectType' },
    });
    const { user } = renderCard(recording, [recordMock({ errors: [refusal] })]);
    await recordThree(user);
    expect(await screen.findByText('Please choose a defect type of the list for Tops')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Defect type' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('records the defect with its class, type and quantity', async () => {
    const { user } = renderCard(recording, [recordMock({ data: { recordInspectionDefect: { id: 70 } } })]);
    await recordThree(user);
    expect(await screen.findByText('Defect recorded')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });
});

describe('InspectionCard: the corrective action form', () => {
  const updateMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: {
      query: OrdersUpdateCorrectiveActionDocument,
      variables: { inspectionId: 21, input: { rootCause: 'Worn needle plate', action: 'Plate replaced', dueDate: '2099-01-10' } },
    },
    result,
  });

  async function fillIn(user: ReturnType<typeof renderCard>['user']) {
    await user.type(screen.getByRole('textbox', { name: 'Root cause' }), 'Worn needle plate');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'Plate replaced');
    await user.click(screen.getByRole('button', { name: 'Save corrective action' }));
  }

  it('asks for a due date before saving', async () => {
    const { user } = renderCard(failed);
    await user.clear(screen.getByLabelText('Due date'));
    await user.click(screen.getByRole('button', { name: 'Save corrective action' }));
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription('Please enter a due date');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Please enter a valid due date', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'dueDate' },
    });
    const { user } = renderCard(failed, [updateMock({ errors: [refusal] })]);
    await fillIn(user);
    expect(await screen.findByText('Please enter a valid due date')).toBeInTheDocument();
    expect(screen.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the root cause, the action and the due date', async () => {
    const { user } = renderCard(failed, [updateMock({ data: { updateCorrectiveAction: { id: 5, status: 'Open' } } })]);
    await fillIn(user);
    expect(await screen.findByText('Corrective action saved')).toBeInTheDocument();
  });
});

describe('InspectionCard: measuring pieces', () => {
  const chart = (sizes: string[]): InspectionItem['measurementChart'] => ({
    specificationId: 8,
    specificationTitle: 'Tech pack',
    specificationVersion: 2,
    sizes,
    points: [{ code: 'A', description: 'Chest width', unit: 'cm', toleranceMinus: 1, tolerancePlus: 1 }],
  });

  it("offers the sizes the server gives (the order's grid sizes on the chart)", async () => {
    renderCard(inspection({ ...recording, measurementChart: chart(['M', 'L']) }));
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a size', 'M', 'L']);
    expect(size).toBeEnabled();
  });

  it('links the specification measured against (an invited inspector reads it too)', async () => {
    renderCard(inspection({ ...recording, measurementChart: chart(['M', 'L']) }));
    expect(await screen.findByRole('link', { name: 'Tech pack' })).toHaveAttribute('href', '/specifications/8');
  });

  it('says so when the chart has none of the order’s sizes', async () => {
    renderCard(inspection({ ...recording, measurementChart: chart([]) }));
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(size).toBeDisabled();
    expect(size).toHaveAccessibleDescription(/no column for any size of this order's grid/);
  });
});
