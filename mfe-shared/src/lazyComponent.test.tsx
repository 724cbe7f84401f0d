import { expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

// Issue 22, layout shift: a lazy part whose code is already here is drawn in the same render,
// never its fallback for a moment (a table that vanished and came back moved the page under it).
test('a lazy component whose code was preloaded renders at once, without its fallback', async () => {
  const LazyGreeting = lazyComponent(async () => Greeting, <p>Loading greeting</p>);
  await act(() => LazyGreeting.preload());
  render(<LazyGreeting name="Ada" />);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByText('Loading greeting')).not.toBeInTheDocument();
});

test('a lazy component shows its fallback until its code arrives, and keeps its state after', async () => {
  let arrive: (component: typeof Counter) => void = () => undefined;
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    );
  }
  const LazyCounter = lazyComponent(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)), <p>Loading counter</p>);
  const { rerender } = render(<LazyCounter label="Clicks" />);
  expect(screen.getByText('Loading counter')).toBeInTheDocument();
  await act(async () => arrive(Counter));
  // Drawn in a task of its own once its code is here.
  const button = await screen.findByRole('button', { name: 'Clicks 0' });
  act(() => button.click());
  // A later render of the same instance keeps the component (and its state) where it was.
  rerender(<LazyCounter label="Taps" />);
  expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
});
