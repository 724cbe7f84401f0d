import styled, { css } from 'styled-components';
import { Dialog } from 'mfe-shared';
import { chartText, type ChartData } from './MeasurementChartTable';
import { SpecContent } from './SpecContent';

/** A specification's content as the detail page and its version snapshots both have it. */
export type SpecState = {
  title: string;
  details: string;
  description?: string | null;
  category?: string | null;
  sections: { title: string; content: string }[];
  measurementChart?: ChartData | null;
};

export type SpecVersionDialogProps = {
  /** The version shown, read-only; null closes the dialog. */
  version: { version: number; snapshot: SpecState } | null;
  current: SpecState & { version: number };
  onClose: () => void;
};

type Part = { key: string; label: string; before: string | null; after: string | null; markdown: boolean };

/** The parts of two states side by side: title, category, description, details, the sections by title, the points of measure. */
function compareParts(before: SpecState, after: SpecState): Part[] {
  const parts: Part[] = [
    { key: 'title', label: 'Title', before: before.title, after: after.title, markdown: false },
    { key: 'category', label: 'Category', before: before.category ?? null, after: after.category ?? null, markdown: false },
    { key: 'description', label: 'Description', before: before.description ?? null, after: after.description ?? null, markdown: false },
    { key: 'details', label: 'Details', before: before.details, after: after.details, markdown: true },
  ];
  const titles = [...new Set([...before.sections.map((s) => s.title), ...after.sections.map((s) => s.title)])];
  for (const title of titles) {
    parts.push({
      key: `section-${title}`,
      label: `Section: ${title}`,
      before: before.sections.find((s) => s.title === title)?.content ?? null,
      after: after.sections.find((s) => s.title === title)?.content ?? null,
      markdown: true,
    });
  }
  parts.push({
    key: 'measurement-chart',
    label: 'Points of measure',
    before: chartText(before.measurementChart),
    after: chartText(after.measurementChart),
    markdown: true,
  });
  return parts.filter((part) => part.before !== null || part.after !== null);
}

const StyledPart = styled.section<{ $changed: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $changed, theme }) =>
    $changed &&
    css`
      border-color: ${theme.color.yellow.fg};
      background: ${theme.color.yellow.bg};
    `}
  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledSides = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;

function Side({ heading, text, markdown }: { heading: string; text: string | null; markdown: boolean }) {
  return (
    <div>
      <h4>{heading}</h4>
      {text === null || text === '' ? <StyledMuted>Not there</StyledMuted> : markdown ? <SpecContent text={text} /> : <p>{text}</p>}
    </div>
  );
}

/**
 * An earlier version of a specification, read-only, beside the current one: every part that
 * differs is highlighted and marked "Changed" (issue 22).
 */
export function SpecVersionDialog({ version, current, onClose }: SpecVersionDialogProps) {
  const parts = version ? compareParts(version.snapshot, current) : [];
  const changed = parts.filter((part) => part.before !== part.after).length;
  return (
    <Dialog
      open={version !== null}
      onClose={onClose}
      wide
      title={version ? `Version ${version.version}: “${version.snapshot.title}”` : ''}
      description={
        version
          ? `Read-only, beside the current version ${current.version}. ${changed === 0 ? 'Nothing differs.' : `${changed} part${changed === 1 ? '' : 's'} changed, highlighted.`}`
          : undefined
      }
    >
      {version &&
        parts.map((part) => {
          const isChanged = part.before !== part.after;
          return (
            <StyledPart key={part.key} $changed={isChanged} aria-label={`${part.label}${isChanged ? ', changed' : ''}`}>
              <h3>
                <span>{part.label}</span>
                {isChanged && <span>Changed</span>}
              </h3>
              <StyledSides>
                <Side heading={`Version ${version.version}`} text={part.before} markdown={part.markdown} />
                <Side heading={`Current (version ${current.version})`} text={part.after} markdown={part.markdown} />
              </StyledSides>
            </StyledPart>
          );
        })}
    </Dialog>
  );
}
