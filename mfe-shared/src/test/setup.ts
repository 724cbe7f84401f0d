import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Rendering is slow on a busy machine (the first render of a file also loads lazily): findBy* and
// waitFor wait up to 10 s for the state they expect, and still fail when it never comes.
configure({ asyncUtilTimeout: 10_000 });
