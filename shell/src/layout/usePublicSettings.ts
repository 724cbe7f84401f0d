import { createContext, useContext, useEffect, useState } from 'react';
import { apiRequest } from 'mfe-shared';

/** GET /api/settings/public: what any visitor may know about the portal. */
export type PublicSettings = {
  companyName: string;
  demoMode: boolean;
  maintenanceMode: boolean;
  /** The provider's public website, when the server shares it. */
  websiteUrl?: string;
};

/** The settings a page drawn on the server was drawn with (firstFrames.server.tsx). */
export const PublicSettingsContext = createContext<PublicSettings | null>(null);

/**
 * The settings the server put in the page (graphql-api/src/web.ts), so a page knows the company
 * name and demo mode at its first render, as its first frame was drawn; null when it does not carry them.
 */
function embeddedSettings(): PublicSettings | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('public-settings')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicSettings;
  } catch {
    return null;
  }
}

/** The public settings, or null while they load (or when they could not be read). */
export function usePublicSettings(): PublicSettings | null {
  const drawnWith = useContext(PublicSettingsContext);
  const [settings, setSettings] = useState<PublicSettings | null>(() => drawnWith ?? embeddedSettings());
  useEffect(() => {
    if (settings) return;
    let cancelled = false;
    apiRequest<PublicSettings>('GET', '/api/settings/public').then(
      (found) => !cancelled && setSettings(found),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // Asked once, when the page did not carry them.
  }, []);
  return settings;
}

/**
 * The provider's public website: the server's website URL when it shares one, else this portal's
 * own public landing page.
 */
export function websiteOf(settings: PublicSettings | null): string {
  return settings?.websiteUrl || '/';
}

export const DEFAULT_PRODUCT_NAME = 'Apparel Production Portal';
