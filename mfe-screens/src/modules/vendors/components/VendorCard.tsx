import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, Card, StatusBadge } from 'mfe-shared';
import { scoreText, trendArrow, trendText } from '../../analytics/scorecardPeriods';
import type { DirectoryScorecard, DirectoryVendor } from '../types';

export type VendorCardProps = {
  vendor: DirectoryVendor;
  /** Admin view: no Contact or Request buttons, a link to message the vendor instead. */
  readOnly: boolean;
  requesting: boolean;
  onContact: (vendor: DirectoryVendor) => void;
  onRequest: (vendor: DirectoryVendor) => void;
  /** The vendor's scores in the period (over the caller's orders); undefined when none. */
  scorecard?: DirectoryScorecard;
  /** The scorecard's period, e.g. 'Q4 2026'. */
  periodLabel?: string;
};

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTop = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-width: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledMuted = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledScores = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const StyledScore = styled.div`
  display: contents;
`;

const StyledScoresTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STATUS_LABELS: Record<string, string> = {
  approved: 'Connected',
  pending: 'Pending',
  blocked: 'Blocked',
  rejected: 'Rejected',
};

/** A vendor in the directory: who, the buyer's connection status and what the buyer can do. */
export function VendorCard({
  vendor,
  readOnly,
  requesting,
  onContact,
  onRequest,
  scorecard,
  periodLabel,
}: VendorCardProps) {
  const status = vendor.connectionStatus;
  // What the viewer may do is the server's answer (mayMessage, mayRequestConnection and why not).
  let action;
  if (readOnly) {
    action = vendor.mayMessage && (
      <Link to={`/admin/messages?compose=${vendor.id}`} aria-label={`Message vendor ${vendor.name}`}>
        Message vendor
      </Link>
    );
  } else if (vendor.mayMessage) {
    action = (
      <Button onClick={() => onContact(vendor)} aria-label={`Contact ${vendor.name}`}>
        Contact
      </Button>
    );
  } else if (vendor.mayRequestConnection) {
    action = (
      <Button
        $variant="secondary"
        onClick={() => onRequest(vendor)}
        disabled={requesting}
        aria-label={`Request connection with ${vendor.name}`}
      >
        {requesting ? 'Requesting...' : 'Request connection'}
      </Button>
    );
  } else if (vendor.connectionRefusal) {
    action = <StyledHint>{vendor.connectionRefusal}</StyledHint>;
  }

  return (
    <StyledCard as="li" data-testid="vendor-card" aria-label={vendor.name}>
      <StyledTop>
        <Avatar name={vendor.name} initials={vendor.avatarInitials} size="lg" decorative />
        <div>
          <StyledName>{vendor.name}</StyledName>
          <StyledMuted>{vendor.company ?? 'No company'}</StyledMuted>
          <StyledMuted>
            <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
          </StyledMuted>
        </div>
      </StyledTop>
      {periodLabel && (
        <section aria-label={`Scorecard of ${vendor.name}`}>
          <StyledScoresTitle>Scorecard {periodLabel}</StyledScoresTitle>
          {scorecard ? (
            <StyledScores>
              {scorecard.scores.map((score) => (
                <StyledScore key={score.key}>
                  <dt>{score.label}</dt>
                  <dd title={score.trend ? `Against the period before: ${trendText(score.trend)}` : undefined}>
                    {scoreText(score.value, score.unit)}
                    {score.trend ? ` ${trendArrow(score.trend)}` : ''}
                  </dd>
                </StyledScore>
              ))}
            </StyledScores>
          ) : (
            <StyledHint>Nothing scored in {periodLabel} yet.</StyledHint>
          )}
        </section>
      )}
      <StyledFooter>
        {!readOnly && <StatusBadge status={status ?? 'none'} label={status ? STATUS_LABELS[status] : 'Not connected'} />}
        {action}
      </StyledFooter>
    </StyledCard>
  );
}
