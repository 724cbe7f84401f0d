import { ApolloProvider } from '@apollo/client/react';
import type { Role } from 'mfe-shared';
import { Layout } from './layout/Layout';
import { portalClient } from './portalClient';
import { RequireRole } from './RequireRole';
import { RoleArea } from './RoleArea';

export type SignedInAreaProps = {
  /** A role's area, loaded from its remote; leave out for the shared screens (SPEC.md 2.9, from mfe-screens). */
  role?: Role;
};

/**
 * Everything behind sign-in, in its own chunk: the GraphQL client, the route guard and the page
 * shell around a role area or the shared screens. The public pages load without any of it.
 */
export default function SignedInArea({ role }: SignedInAreaProps) {
  return (
    <ApolloProvider client={portalClient()}>
      <RequireRole role={role}>
        <Layout>
          <RoleArea area={role ?? 'screens'} />
        </Layout>
      </RequireRole>
    </ApolloProvider>
  );
}
