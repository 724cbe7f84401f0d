import { useState } from 'react';
import styled from 'styled-components';
import { FactoryScene, LoomScene, ThreadScene } from './animations';

export type LoadingAnimationType = 'thread' | 'loom' | 'factory' | 'random';
export type LoadingAnimationSize = 'sm' | 'md' | 'lg';

export type LoadingAnimationProps = {
  type?: LoadingAnimationType;
  /** 36, 48 or 64 px. */
  size?: LoadingAnimationSize;
  /** Visible and announced text; default 'Loading...'. */
  text?: string;
  className?: string;
};

const SCENES = { thread: ThreadScene, loom: LoomScene, factory: FactoryScene } as const;
const SCENE_NAMES = Object.keys(SCENES) as (keyof typeof SCENES)[];

const StyledWrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledScene = styled.div<{ $size: LoadingAnimationSize }>`
  width: ${({ theme, $size }) => theme.size.loader[$size]};
  height: ${({ theme, $size }) => theme.size.loader[$size]};
`;

/**
 * An apparel-themed loading animation (CSS-animated SVG). role="status" with the text visible,
 * so it is announced once. 'random' picks one scene when it mounts.
 */
export function LoadingAnimation({ type = 'random', size = 'md', text = 'Loading...', className }: LoadingAnimationProps) {
  const [scene] = useState(() =>
    type === 'random' ? SCENE_NAMES[Math.floor(Math.random() * SCENE_NAMES.length)] : type,
  );
  const Scene = SCENES[type === 'random' ? scene : type];
  return (
    <StyledWrapper role="status" className={className} data-animation={type === 'random' ? scene : type}>
      <StyledScene $size={size}>
        <Scene />
      </StyledScene>
      <span>{text}</span>
    </StyledWrapper>
  );
}
