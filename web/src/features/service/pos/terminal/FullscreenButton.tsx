import { Button } from '@blueprintjs/core';
import { usePosT } from '../../../../app/i18n/pos';
import { enterFullscreen, exitFullscreen, useIsFullscreen } from './fullscreen';

/** Full screen on and off: after a reload the browser needs a tap to go full screen again. */
export function FullscreenButton() {
  const t = usePosT();
  const isFullscreen = useIsFullscreen();
  if (!document.fullscreenEnabled) return null;
  const label = isFullscreen ? t('terminal.exitFullscreen') : t('terminal.fullscreen');
  return (
    <Button
      large
      variant="minimal"
      icon={isFullscreen ? 'minimize' : 'fullscreen'}
      aria-label={label}
      title={label}
      aria-pressed={isFullscreen}
      onClick={isFullscreen ? exitFullscreen : enterFullscreen}
    />
  );
}
