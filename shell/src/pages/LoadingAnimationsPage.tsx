import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, FormField, FullScreenLoader, Input, LoadingAnimation, Select } from 'mfe-shared';

type AnimationType = 'thread' | 'loom' | 'factory' | 'random';
type AnimationSize = 'sm' | 'md' | 'lg';

const TYPES: AnimationType[] = ['thread', 'loom', 'factory', 'random'];
const SIZES: { value: AnimationSize; label: string }[] = [
  { value: 'sm', label: 'Small (36 px)' },
  { value: 'md', label: 'Medium (48 px)' },
  { value: 'lg', label: 'Large (64 px)' },
];
/** SPEC.md 2.9: the full-screen test lasts 3 seconds (a preview, not a fake delay on real work). */
const FULL_SCREEN_TEST_MS = 3000;

const StyledPage = styled.main`
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 1.6);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
  }
`;

const StyledControls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.layout.sidebarWidth} * 0.8), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: end;
`;

const StyledPreview = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${({ theme }) => theme.layout.headerHeight} * 4);
`;

/** The loading-animation preview of SPEC.md 2.9 (/demo/loading-animations). */
export function LoadingAnimationsPage() {
  const [type, setType] = useState<AnimationType>('thread');
  const [size, setSize] = useState<AnimationSize>('md');
  const [text, setText] = useState('');
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    if (!fullScreen) return;
    const timer = window.setTimeout(() => setFullScreen(false), FULL_SCREEN_TEST_MS);
    return () => window.clearTimeout(timer);
  }, [fullScreen]);

  return (
    <StyledPage>
      <div>
        <Link to="/">Back to home</Link>
        <h1>Loading animations</h1>
        <p>Preview the animations the portal shows while real requests are in flight.</p>
      </div>
      <StyledControls>
        <FormField label="Animation type">
          <Select id="animation-type" value={type} onChange={(event) => setType(event.target.value as AnimationType)}>
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {value.charAt(0).toUpperCase() + value.slice(1)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Size">
          <Select id="animation-size" value={size} onChange={(event) => setSize(event.target.value as AnimationSize)}>
            {SIZES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Custom text (optional)">
          <Input id="animation-text" value={text} placeholder="Loading..." onChange={(event) => setText(event.target.value)} />
        </FormField>
        <Button onClick={() => setFullScreen(true)} disabled={fullScreen}>
          Test full screen (3 seconds)
        </Button>
      </StyledControls>
      <StyledPreview aria-label="Preview">
        <LoadingAnimation key={type} type={type} size={size} text={text.trim() || undefined} />
      </StyledPreview>
      {fullScreen && <FullScreenLoader type={type} text={text.trim() || undefined} />}
    </StyledPage>
  );
}
