import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, DataTable, EmptyState, formatSpecDate, type MilestoneOwner, StatusBadge, useToast } from 'mfe-shared';
import { OrdersSetMilestoneDoneDocument } from 'mfe-shared/operations';
import { serverFailure } from '../utils/errors';
import { OrderIcon } from './OrderIcon';

export type PlanMilestone = {
  id: number;
  name: string;
  owner: MilestoneOwner;
  plannedDate: string;
  actualDate: string | null;
  late: boolean;
  /** The signed-in user may mark it done or reopen it (the server says). */
  mayChange: boolean;
  doneBy: { id: number; name: string } | null;
};

export type MilestonePlanProps = { milestones: PlanMilestone[] };

const StyledTable = styled(DataTable)`
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    vertical-align: middle;
  }
  td:last-child {
    text-align: right;
  }
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const OWNER_LABEL: Record<MilestoneOwner, string> = { buyer: 'Buyer', vendor: 'Vendor' };

function stateOf(milestone: PlanMilestone): string {
  if (milestone.actualDate) return 'Completed';
  return milestone.late ? 'Late' : 'Pending';
}

/**
 * An order's time-and-action plan: each milestone with its owner side, planned and actual dates
 * and whether it is done or late. The owner side (or an admin) marks it done or reopens it.
 */
export function MilestonePlan({ milestones }: MilestonePlanProps) {
  const { toast } = useToast();
  const [setDone, { loading }] = useMutation(OrdersSetMilestoneDoneDocument);

  if (milestones.length === 0) {
    return <EmptyState icon={<OrderIcon name="clock" />} title="No milestone plan" text="This order has no milestones." />;
  }

  async function handleToggle(milestone: PlanMilestone) {
    const done = !milestone.actualDate;
    try {
      await setDone({ variables: { id: milestone.id, done }, refetchQueries: 'active' });
      toast({ title: done ? 'Milestone done' : 'Milestone reopened', description: milestone.name });
    } catch (error) {
      toast({
        title: 'Failed to update the milestone',
        description: serverFailure(error).message ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledScroll>
      <StyledTable aria-label="Milestones">
        <thead>
          <tr>
            <th scope="col">Milestone</th>
            <th scope="col">Owner</th>
            <th scope="col">Planned</th>
            <th scope="col">Actual</th>
            <th scope="col">State</th>
            <th scope="col" aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone) => (
            <tr key={milestone.id} data-milestone={milestone.name}>
              <td>{milestone.name}</td>
              <td>{OWNER_LABEL[milestone.owner]}</td>
              <td>{formatSpecDate(milestone.plannedDate)}</td>
              <td>{milestone.actualDate ? formatSpecDate(milestone.actualDate) : '—'}</td>
              <td>
                <StatusBadge status={stateOf(milestone)} label={milestone.actualDate ? 'Done' : undefined} />
              </td>
              <td>
                {milestone.mayChange && (
                  <Button
                    $variant={milestone.actualDate ? 'ghost' : 'secondary'}
                    onClick={() => void handleToggle(milestone)}
                    disabled={loading}
                    aria-label={`${milestone.actualDate ? 'Reopen' : 'Mark done'}: ${milestone.name}`}
                  >
                    {milestone.actualDate ? 'Reopen' : 'Mark done'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
