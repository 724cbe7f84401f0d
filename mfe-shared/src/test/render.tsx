import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser, useSession } from '../session/SessionContext';
import { registerGraphQLProvider } from '../graphqlProvider';
import { sharedContext } from '../sharedContext';
import { PortalThemeProvider } from '../theme';
import { ToastProvider } from '../toast';

export { catalogProduct } from './fixtures';

// The tests' MockedProvider is the client: what waits for the GraphQL client renders inside it.
registerGraphQLProvider(async () => ({ children }) => <>{children}</>);

type SessionValue = ReturnType<typeof useSession>;
type Capabilities = SessionUser['capabilities'];

/** The provider useSession reads (the same shared context SessionProvider fills). */
const SessionContext = sharedContext<SessionValue | null>('session', null);

const notInTests = () => Promise.reject(new Error('Signing in and out is not part of a component test'));

/**
 * A signed-in user as the session answers it: a buyer with no capability unless `capabilities`
 * grants some (a screen's test says which ones the server would grant).
 */
export function sessionUser(
  { capabilities, ...fields }: Partial<Omit<SessionUser, 'capabilities'>> & { capabilities?: Partial<Capabilities> } = {},
): SessionUser {
  const none: Capabilities = {
    createOrder: false,
    chooseOrderBuyer: false,
    importOrders: false,
    importProducts: false,
    writeSpecifications: false,
    seeAllApiTokens: false,
    editOrderingPolicy: false,
    editQualitySettings: false,
    editShippingSettings: false,
    compareVendors: false,
  };
  return {
    id: 1,
    name: 'Bella Hart',
    username: 'buyer',
    email: 'buyer@example.com',
    role: 'buyer',
    company: null,
    avatarInitials: 'BH',
    ...fields,
    capabilities: { ...none, ...capabilities },
  };
}

export type RenderPortalOptions = {
  /** GraphQL answers the screen gets, in order (Apollo's MockedProvider). */
  mocks?: readonly MockLink.MockedResponse[];
  /** The router's location. */
  route?: string;
  /** The signed-in user useSession answers (sessionUser()); none: useSession throws, as outside the shell. */
  session?: SessionUser | null;
};

/**
 * Renders a component the way the shell hosts it (theme, toasts, router, Apollo with mocked
 * answers) and answers Testing Library's queries with a user-event session.
 */
export function renderPortal(ui: ReactElement, { mocks = [], route = '/', session }: RenderPortalOptions = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const routed = <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const signedIn =
    session === undefined ? (
      routed
    ) : (
      <SessionContext.Provider
        value={{ user: session, loading: false, outage: null, login: notInTests, register: notInTests, logout: notInTests, refresh: notInTests }}
      >
        {routed}
      </SessionContext.Provider>
    );
  const result = render(
    <MockedProvider mocks={mocks}>
      <PortalThemeProvider>
        <ToastProvider>
          {signedIn}
        </ToastProvider>
      </PortalThemeProvider>
    </MockedProvider>,
  );
  return { ...result, user };
}
