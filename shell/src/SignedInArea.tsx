import type { Role } from 'mfe-shared';
import { Layout } from './layout/Layout';
import { RequireRole } from './RequireRole';
import { RoleArea } from './RoleArea';

export type SignedInAreaProps = {
  /** A role's area, loaded from its remote; leave out for the shared screens (SPEC.md 2.9, from mfe-screens). */
  role?: Role;
};

/**
 * Everything behind sign-in, in its own chunk: the route guard and the page shell around a role
 * area or the shared screens. The public pages load without any of it; the GraphQL client comes
 * after it (GraphQLProvider, registered in bootstrap), for the parts that query the server.
 */
export default function SignedInArea({ role }: SignedInAreaProps) {
  return (
    <RequireRole role={role}>
      <Layout>
        <RoleArea area={role ?? 'screens'} />
      </Layout>
    </RequireRole>
  );
}
