/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

// The federation shares tools/react-router-dom.mjs under the name 'react-router-dom' (a narrow
// re-export, so the first load does not ship all of React Router). A name imported from
// 'react-router-dom' that it does not re-export would be undefined at run time: this test fails first.
const root = path.resolve(__dirname, '..', '..');
const APPS = ['shell', 'mfe-shared', 'mfe-screens', 'mfe-buyer', 'mfe-vendor', 'mfe-admin'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function namesBetweenBraces(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

describe('router facade', () => {
  it('re-exports every value the apps import from react-router-dom', () => {
    const facade = fs.readFileSync(path.join(root, 'tools/react-router-dom.mjs'), 'utf8');
    const exported = new Set(namesBetweenBraces(/export \{([^}]*)\}/.exec(facade)![1]));
    const imported = new Set<string>();
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(root, app, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import (type )?\{([^}]*)\} from 'react-router-dom'/g)) {
          if (!match[1]) namesBetweenBraces(match[2]).forEach((name) => imported.add(name));
        }
        expect(text).not.toMatch(/from 'react-router-dom\//);
        // The shell's server bundle gives the facade whole to the other apps' server bundles, as
        // the browser's share scope does (shell/src/firstFrames.server.tsx): the one namespace import.
        if (!file.endsWith('firstFrames.server.tsx')) expect(text).not.toMatch(/import \* as \w+ from 'react-router-dom'/);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  });
});
