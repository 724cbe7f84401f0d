import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { Role } from 'mfe-shared';
import { Layout } from './layout/Layout';
import { portalClient } from './portalClient';
import { RequireRole } from './RequireRole';
import { RoleArea } from './RoleArea';

export type SignedInAreaProps = {
  /** A role's area, loaded from its remote; leave out for a shared screen. */
  role?: Role;
  /** A shared screen from mfe-shared (SPEC.md 2.9). */
  children?: ReactNode;
};

/**
 * Everything behind sign-in, in its own chunk: the GraphQL client, the route guard and the page
 * shell around a role area or a shared screen. The public pages load without any of it.
 */
export default function SignedInArea({ role, children }: SignedInAreaProps) {
  return (
    <ApolloProvider client={portalClient()}>
      <RequireRole role={role}>
        <Layout>{role ? <RoleArea role={role} /> : children}</Layout>
      </RequireRole>
    </ApolloProvider>
  );
}
