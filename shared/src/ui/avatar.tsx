import { useState } from 'react';
import { assetUrl, defaultAvatarUrl } from '../constants';
import { isRuntimeConfigLoaded } from '@lotengo/shared/config';

export interface AvatarProps {
  url?: string | null;
  /** '' for a decorative avatar next to the user's name. */
  alt: string;
  size?: number;
  className?: string;
}

const resolve = (url?: string | null) => {
  if (!isRuntimeConfigLoaded()) return url ?? '';
  return url ? assetUrl(url) : defaultAvatarUrl();
};

/** Round avatar; a missing or broken image falls back to the default avatar (docs/product/entities.md). */
export function Avatar({ url, alt, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = resolve(url);
  const fallback = isRuntimeConfigLoaded() ? defaultAvatarUrl() : '';
  const shown = failed === src ? fallback : src;
  return (
    <img
      className={`lt-avatar${className ? ` ${className}` : ''}`}
      src={shown || undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        if (shown !== fallback) setFailed(src);
      }}
    />
  );
}
