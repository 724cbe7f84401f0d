import styled from 'styled-components';

export type OrderIconName =
  | 'more'
  | 'check'
  | 'clock'
  | 'alert'
  | 'factory'
  | 'package'
  | 'truck'
  | 'clipboard'
  | 'search'
  | 'file'
  | 'download'
  | 'trash'
  | 'upload'
  | 'send'
  | 'x'
  | 'plus'
  | 'arrow-left';

const PATHS: Record<OrderIconName, string> = {
  more: 'M12 5h.01M12 12h.01M12 19h.01',
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  alert: 'M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  factory: 'M2 20h20M4 20V10l5 3V10l5 3V6l6 4v10',
  package: 'M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8',
  truck: 'M1 5h13v11H1zM14 9h4l3 3v4h-7M5.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  clipboard: 'M9 3h6v3H9zM9 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-3M9 12l2 2 4-4',
  search: 'm21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z',
  file: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5ZM14 3v5h5',
  download: 'M12 3v12m0 0-4-4m4 4 4-4M4 19h16',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  upload: 'M12 21V9m0 0-4 4m4-4 4 4M4 5h16',
  send: 'm22 2-7 20-4-9-9-4 20-7ZM22 2 11 13',
  x: 'M18 6 6 18M6 6l12 12',
  plus: 'M12 5v14M5 12h14',
  'arrow-left': 'M19 12H5m0 0 6-6m-6 6 6 6',
};

const StyledSvg = styled.svg`
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  flex-shrink: 0;
`;

export type OrderIconProps = { name: OrderIconName; className?: string };

/** A decorative line icon of the order screens (the button or text next to it carries the name). */
export function OrderIcon({ name, className }: OrderIconProps) {
  return (
    <StyledSvg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </StyledSvg>
  );
}

/** The icon of a status or production step ('In Production' -> factory, 'Shipping' -> truck...). */
export function iconOfStep(step: string): OrderIconName {
  const text = step.toLowerCase();
  if (text.includes('cancel')) return 'x';
  if (text.includes('delay')) return 'alert';
  if (text.includes('approval')) return 'alert';
  if (text.includes('ship') || text.includes('deliver') || text.includes('transit')) return 'truck';
  if (text.includes('complete')) return 'check';
  if (text.includes('quality') || text.includes('inspect')) return 'clipboard';
  if (text.includes('production') || text.includes('sew') || text.includes('cut')) return 'factory';
  if (text.includes('material') || text.includes('fabric') || text.includes('pack')) return 'package';
  return 'clock';
}
