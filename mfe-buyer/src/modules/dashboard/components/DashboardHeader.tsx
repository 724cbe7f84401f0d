import { useQuery } from '@apollo/client/react';
import { PageHeading } from 'mfe-shared';
import { BuyerDashboardHeaderDocument } from 'mfe-shared/operations';

/** '{product name} Dashboard' (SPEC.md 2.6); the New Order action is the layout header's. */
export function DashboardHeader() {
  // The product's name is a setting; until it is known (or if it cannot be read) the title is 'Dashboard'.
  const { data } = useQuery(BuyerDashboardHeaderDocument);
  const companyName = data?.publicSettings.companyName;
  return <PageHeading title={companyName ? `${companyName} Dashboard` : 'Dashboard'} />;
}
