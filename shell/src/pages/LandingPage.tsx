import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from 'mfe-shared';
import { Icon, type IconName } from '../layout/icons';
import { DEFAULT_PRODUCT_NAME, usePublicSettings, websiteOf } from '../layout/usePublicSettings';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'orders',
    title: 'Order management',
    text: 'Track every order from creation to delivery with real-time status updates.',
  },
  { icon: 'messages', title: 'Secure messaging', text: 'Talk to your buyers and vendors in one place, order by order.' },
  {
    icon: 'specifications',
    title: 'Product specifications',
    text: 'Keep tech packs, measurements and attachments versioned and shared with the right partner.',
  },
  {
    icon: 'timeline',
    title: 'Production timeline',
    text: 'Follow each production step and get milestone alerts when an order moves on.',
  },
  { icon: 'dashboard', title: 'Analytics dashboard', text: 'Active orders, pending approvals and on-time delivery at a glance.' },
  {
    icon: 'inventory',
    title: 'Inventory management',
    text: 'Know your stock of finished goods and get low-stock alerts before you run out.',
  },
];

const FOOTER_LINKS: { heading: string; links: { label: string; hash?: string; to?: string }[] }[] = [
  {
    heading: 'Product',
    links: [{ label: 'Features', hash: '#features' }, { label: 'Pricing' }, { label: 'API', to: '/api-docs' }, { label: 'Integrations' }],
  },
  { heading: 'Company', links: [{ label: 'About' }, { label: 'Careers' }, { label: 'Blog' }, { label: 'Contact' }] },
  { heading: 'Legal', links: [{ label: 'Privacy' }, { label: 'Terms' }, { label: 'Security' }] },
];

const StyledPage = styled.div`
  background: ${({ theme }) => theme.color.surface};
`;

const StyledContainer = styled.div`
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 2.3);
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${StyledContainer} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const StyledLogo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const StyledLogoMark = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

type LinkVariantProps = { $variant?: 'primary' | 'secondary' | 'ghost' };

/** The kit Button's look for links. */
const buttonLook = css<LinkVariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $variant = 'primary' }) => ($variant === 'secondary' ? theme.color.border : 'transparent')};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.color.primary : $variant === 'secondary' ? theme.color.surface : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.color.primaryText : theme.color.text)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
`;

const StyledButtonLink = styled(Link)<LinkVariantProps>`
  ${buttonLook}
`;

const StyledAnchorButton = styled.a<LinkVariantProps>`
  ${buttonLook}
`;

const StyledHero = styled.section`
  padding: calc(${({ theme }) => theme.space.xxl} * 2) 0;
  background: linear-gradient(180deg, ${({ theme }) => theme.color.blue.bg}, ${({ theme }) => theme.color.surface});
  text-align: center;
  h1 {
    margin: 0 auto ${({ theme }) => theme.space.lg};
    max-width: calc(${({ theme }) => theme.size.dialogWidth} * 1.5);
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.15;
  }
  p {
    margin: 0 auto ${({ theme }) => theme.space.xl};
    max-width: calc(${({ theme }) => theme.size.dialogWidth} * 1.3);
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.xxl} 0;
    h1 {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSection = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.color.background : theme.color.surface)};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
    text-align: center;
  }
`;

const StyledLead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 1.3);
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const StyledGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledFeature = styled(Card)`
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
  }
  h3 svg {
    color: ${({ theme }) => theme.color.primary};
  }
  p,
  li {
    color: ${({ theme }) => theme.color.muted};
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space.md} 0 0;
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

const StyledAudience = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    text-align: left;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledCta = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xl};
  }
  a {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.surface};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.color.border};
  }
`;

const StyledCopyright = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The public landing page of SPEC.md 2.2. */
export function LandingPage() {
  const settings = usePublicSettings();
  const productName = settings?.companyName || DEFAULT_PRODUCT_NAME;

  return (
    <StyledPage>
      <StyledHeader>
        <StyledContainer>
          <StyledLogo href={websiteOf(settings)} aria-label={`${productName} website`}>
            <StyledLogoMark>
              <Icon name="products" />
            </StyledLogoMark>
            {productName}
          </StyledLogo>
          <StyledButtonLink to="/login" $variant="ghost">
            Login
          </StyledButtonLink>
          <StyledButtonLink to="/register">Sign Up</StyledButtonLink>
        </StyledContainer>
      </StyledHeader>

      <main>
        <StyledHero aria-labelledby="hero-title">
          <StyledContainer>
            <h1 id="hero-title">The production network for apparel buyers and vendors</h1>
            <p>
              An ERP/PLM hybrid for apparel and textile production: place production orders, follow
              them from creation to delivery with real-time status updates, and keep every
              specification and conversation in one place.
            </p>
            <StyledActions>
              <StyledButtonLink to="/register">Get Started</StyledButtonLink>
              <StyledAnchorButton href="#features" $variant="secondary">
                Learn More
              </StyledAnchorButton>
            </StyledActions>
          </StyledContainer>
        </StyledHero>

        <StyledSection aria-labelledby="models-title">
          <StyledContainer>
            <h2 id="models-title">Two ways to work</h2>
            <StyledLead>Choose the business model that fits each order.</StyledLead>
            <StyledGrid $columns={2}>
              <StyledFeature>
                <h3>
                  <Icon name="orders" />
                  Direct PO Model
                </h3>
                <p>Work directly with the vendor you choose.</p>
                <ul>
                  <li>The vendor&apos;s identity is visible to you</li>
                  <li>A commission only on successful transactions</li>
                  <li>Lower fees</li>
                </ul>
              </StyledFeature>
              <StyledFeature>
                <h3>
                  <Icon name="connections" />
                  Intermediary Model
                </h3>
                <p>We sit between you and the vendor and run the project for you.</p>
                <ul>
                  <li>A blind vendor relationship</li>
                  <li>A single point of contact</li>
                  <li>Quality oversight and full project management</li>
                </ul>
              </StyledFeature>
            </StyledGrid>
          </StyledContainer>
        </StyledSection>

        <StyledSection id="features" $muted aria-labelledby="features-title">
          <StyledContainer>
            <h2 id="features-title">Features</h2>
            <StyledLead>Everything buyers and vendors need to run production orders together.</StyledLead>
            <StyledGrid $columns={3}>
              {FEATURES.map((feature) => (
                <StyledFeature key={feature.title}>
                  <h3>
                    <Icon name={feature.icon} />
                    {feature.title}
                  </h3>
                  <p>{feature.text}</p>
                </StyledFeature>
              ))}
            </StyledGrid>
          </StyledContainer>
        </StyledSection>

        <StyledSection aria-labelledby="buyers-title">
          <StyledContainer>
            <StyledGrid $columns={2}>
              <StyledAudience>
                <h2 id="buyers-title">For buyers</h2>
                <p>Brands and retailers place production orders with vendors they trust.</p>
                <ul>
                  <li>Browse vendors&apos; product catalogs</li>
                  <li>Place orders and approve each stage change</li>
                  <li>Follow production on a timeline and keep your inventory up to date</li>
                </ul>
                <StyledButtonLink to="/register">Register as a Buyer</StyledButtonLink>
              </StyledAudience>
              <StyledAudience aria-labelledby="vendors-title">
                <h2 id="vendors-title">For vendors</h2>
                <p>Factories receive orders, update their progress and keep their catalog current.</p>
                <ul>
                  <li>Receive and fulfil orders from connected buyers</li>
                  <li>Update order status and production milestones</li>
                  <li>Write specifications for your own products</li>
                </ul>
                <StyledButtonLink to="/register">Register as a Vendor</StyledButtonLink>
              </StyledAudience>
            </StyledGrid>
          </StyledContainer>
        </StyledSection>

        <StyledCta aria-labelledby="cta-title">
          <StyledContainer>
            <h2 id="cta-title">Ready to streamline your production?</h2>
            <p>No credit card required. Start on the free plan.</p>
            <StyledButtonLink to="/register">Get Started Free</StyledButtonLink>
          </StyledContainer>
        </StyledCta>
      </main>

      <StyledFooter>
        <StyledContainer>
          <StyledGrid $columns={4}>
            <div>
              <h2>{productName}</h2>
              <p>Connecting buyers and vendors in apparel production.</p>
            </div>
            {FOOTER_LINKS.map((group) => (
              <nav key={group.heading} aria-label={group.heading}>
                <h2>{group.heading}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      {link.to ? (
                        <Link to={link.to}>{link.label}</Link>
                      ) : link.hash ? (
                        <a href={link.hash}>{link.label}</a>
                      ) : (
                        link.label
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </StyledGrid>
          <StyledCopyright>
            © {new Date().getFullYear()} {productName}. All rights reserved.
          </StyledCopyright>
        </StyledContainer>
      </StyledFooter>
    </StyledPage>
  );
}
