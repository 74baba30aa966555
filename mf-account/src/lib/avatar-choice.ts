import type { ComponentType } from 'react';

/**
 * Contract between the avatar-picker feature and the features that need an avatar (registry, profile).
 * Features do not import each other: the pages in src/expose pass the picker in as a component.
 */
export interface AvatarChoiceProps {
  /** URL of the avatar shown now. */
  value: string;
  /** Called with the chosen image URL; the picker closes right after. */
  onChange: (url: string) => void;
  /** Accessible name of the button that opens the picker. */
  triggerLabel: string;
  /** Shown while the caller saves the choice (the trigger is disabled meanwhile). */
  busy?: boolean;
  /** Avatar size in px. */
  size?: number;
}

export type AvatarChoiceComponent = ComponentType<AvatarChoiceProps>;
