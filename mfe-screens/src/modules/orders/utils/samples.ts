import type { SampleType } from 'mfe-shared';

/** The sample types in the order they usually come, with how people name them. */
export const SAMPLE_TYPES: readonly { value: SampleType; label: string; long: string }[] = [
  { value: 'Proto', label: 'Proto sample', long: 'Proto sample' },
  { value: 'Fit', label: 'Fit sample', long: 'Fit sample' },
  { value: 'PreProduction', label: 'PP sample', long: 'Pre-production (PP) sample' },
  { value: 'TopOfProduction', label: 'TOP sample', long: 'Top of production (TOP) sample' },
];

/** 'Fit sample', 'PP sample'... */
export function sampleLabel(type: SampleType): string {
  return SAMPLE_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/** Image types the server takes as sample photos. */
export const SAMPLE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp';
