import type { ToastApi } from 'mfe-shared';

/** Copy link / Share: the specification's address on the clipboard. */
export async function copySpecificationLink(id: number, toast: ToastApi['toast']) {
  const url = `${window.location.origin}/specifications/${id}`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: url });
  } catch {
    toast({ title: 'Copy the link', description: url });
  }
}
