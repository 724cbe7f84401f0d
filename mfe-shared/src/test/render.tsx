import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../theme';
import { ToastProvider } from '../toast';

export type RenderPortalOptions = {
  /** GraphQL answers the screen gets, in order (Apollo's MockedProvider). */
  mocks?: readonly MockLink.MockedResponse[];
  /** The router's location. */
  route?: string;
};

/**
 * Renders a component the way the shell hosts it (theme, toasts, router, Apollo with mocked
 * answers) and answers Testing Library's queries with a user-event session.
 */
export function renderPortal(ui: ReactElement, { mocks = [], route = '/' }: RenderPortalOptions = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <MockedProvider mocks={mocks}>
      <PortalThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ToastProvider>
      </PortalThemeProvider>
    </MockedProvider>,
  );
  return { ...result, user };
}
