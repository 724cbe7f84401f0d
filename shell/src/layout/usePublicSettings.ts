import { createContext, useContext, useEffect, useState } from 'react';
import { apiRequest, embeddedJson } from 'mfe-shared';

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

/** The public settings, or null while they load (or when they could not be read). */
export function usePublicSettings(): PublicSettings | null {
  const drawnWith = useContext(PublicSettingsContext);
  // As the page was drawn with, or as the server put them in the page (graphql-api/src/web.ts).
  const [settings, setSettings] = useState<PublicSettings | null>(() => drawnWith ?? embeddedJson<PublicSettings>('public-settings') ?? null);
  // Asked once, when the page did not carry them.
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
