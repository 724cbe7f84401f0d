import { createElement, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';

/** Theme tokens: components read theme.*, never literal colours or sizes (CONVENTIONS.md). */
export const theme = {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#1c2430',
    muted: '#5f6b7a',
    border: '#dde2e8',
    primary: '#1f5eff',
    primaryText: '#ffffff',
    focus: '#7aa2ff',
    // Status badges (SPEC.md 4): green, yellow, red, blue and the destructive style.
    green: { bg: '#e5f6ea', fg: '#17663a' },
    yellow: { bg: '#fff4d6', fg: '#7a5600' },
    red: { bg: '#fde7e7', fg: '#a11a1a' },
    blue: { bg: '#e3eeff', fg: '#1a4fb5' },
    destructive: { bg: '#c62828', fg: '#ffffff' },
    neutral: { bg: '#eef1f4', fg: '#3d4756' },
    // Surfaces and states used by the kit.
    surfaceMuted: '#eef1f4',
    hover: '#f0f3f7',
    backdrop: 'rgba(16, 24, 40, 0.45)',
    danger: '#b42318',
    controlOff: '#c5ccd6',
    skeleton: '#e4e8ed',
    skeletonShine: '#f1f3f6',
    // Loading animation accents.
    accent: '#f59e0b',
    accentSoft: '#fde68a',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '11px', sm: '13px', md: '15px', lg: '18px', xl: '24px', xxl: '36px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  },
  shadow: { card: '0 1px 3px rgba(16, 24, 40, 0.08)', overlay: '0 8px 30px rgba(16, 24, 40, 0.2)' },
  /** mobile is also the "medium" breakpoint (SPEC.md 9: 768 px); small matches 640 px screens. */
  breakpoint: {
    small: '640px',
    mobile: '768px',
    /** Table boxes narrower than these hide the columns of low, then medium priority (issue 22). */
    tableLow: '1000px',
    tableMedium: '720px',
  },
  zIndex: { sticky: 10, overlay: 50, toast: 100 },
  motion: {
    fast: '150ms',
    normal: '200ms',
    /** Drawer open/close (SPEC.md 9: 0.5 s). */
    drawer: '500ms',
    shimmer: '1.4s',
    spin: '1.2s',
    easing: 'cubic-bezier(0.32, 0.72, 0, 1)',
  },
  size: {
    control: '40px',
    checkbox: '18px',
    switch: { width: '40px', height: '22px', thumb: '18px' },
    icon: '16px',
    /** SPEC.md 9: the toast viewport is at most 420 px wide from medium screens up. */
    toastMaxWidth: '420px',
    dialogWidth: '520px',
    dialogWideWidth: '960px',
    sheetWidth: '420px',
    drawerMaxHeight: '85vh',
    drawerHandle: { width: '48px', height: '6px' },
    avatar: { sm: '28px', md: '36px', lg: '48px' },
    badge: '18px',
    /** LoadingAnimation sizes sm/md/lg (36/48/64 px). */
    loader: { sm: '36px', md: '48px', lg: '64px' },
    emptyStateIcon: '48px',
    /** Sample photo thumbnails. */
    thumbnail: '72px',
    /** The widest a truncated table cell's text grows, and the least it keeps, before its ellipsis. */
    cellText: '240px',
    cellTextMin: '48px',
  },
  layout: { sidebarWidth: '248px', headerHeight: '60px', bottomBarHeight: '60px' },
} as const;

export type PortalTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  /* Under 768 px what scrolls into view (focus, anchors) stops clear of the sticky header and the bottom bar. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    html {
      scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
      scroll-padding-bottom: ${({ theme }) => theme.layout.bottomBarHeight};
    }
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** The one theme wrapper the shell provides to every remote. */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return createElement(ThemeProvider, { theme }, createElement(GlobalStyle), children);
}
