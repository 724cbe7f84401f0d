import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { SpecificationsListDocument } from 'mfe-shared/operations';
import { renderPortal, sessionUser } from 'mfe-shared/test';
import { SpecificationsPage } from './SpecificationsPage';

const oneSpec: MockLink.MockedResponse = {
  request: { query: SpecificationsListDocument, variables: { search: null, category: null, first: 50 } },
  result: {
    data: {
      specifications: {
        nodes: [
          {
            id: 7,
            title: 'Pocket placement',
            category: 'Construction',
            productName: 'Classic Crew Neck Tee',
            product: { id: 3 },
            createdBy: { id: 5, name: 'Victor Rahman' },
            updatedAt: '2026-01-15T10:00:00.000Z',
            attachmentCount: 0,
          },
        ],
        totalCount: 1,
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  },
};

async function openActions(writeSpecifications: boolean, role: 'admin' | 'vendor') {
  const { user } = renderPortal(<SpecificationsPage />, {
    mocks: [oneSpec],
    session: sessionUser({ role, capabilities: { writeSpecifications } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Actions for Pocket placement' }));
}

describe('SpecificationsPage: writing is the session capability writeSpecifications', () => {
  it('offers Create Specification and Edit when the server grants it', async () => {
    await openActions(true, 'admin');
    expect(screen.getByRole('link', { name: 'Create Specification' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers neither when it does not', async () => {
    await openActions(false, 'vendor');
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Specification' })).not.toBeInTheDocument();
  });
});
