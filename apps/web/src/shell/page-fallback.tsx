import { SkeletonCards } from '@league/ui';

/** Shown while a screen's chunk loads. */
export function PageFallback() {
  return (
    <div className="ui-page ui-container">
      <SkeletonCards count={6} label="Loading page" />
    </div>
  );
}
