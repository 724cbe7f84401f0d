import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { depcruise, DEPCRUISE_CONFIG, moduleGraph, readmeGraph } from './module-graph';

/** A throwaway source tree checked with the server's own dependency-cruiser configuration. */
function checkTree(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'module-rule-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), '{}');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return depcruise(dir, ['src', '--config', DEPCRUISE_CONFIG, '--output-type', 'err']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('module dependencies (README, "Server modules and their dependencies")', () => {
  it('fails on an import loop between two module folders, and passes when they depend one way', () => {
    const oneWay = {
      'src/modules/lower/index.ts': "export const lower = 1;\n",
      'src/modules/upper/index.ts': "import { lower } from '../lower';\nexport const upper = lower + 1;\n",
    };
    expect(checkTree(oneWay).status).toBe(0);

    const loop = checkTree({
      ...oneWay,
      'src/modules/lower/index.ts': "import type { upper } from '../upper';\nexport const lower = 1;\nexport type Upper = typeof upper;\n",
    });
    expect(loop.status).not.toBe(0);
    expect(loop.stdout).toContain('no-module-cycle');
  });

  it('fails when common imports a module', () => {
    const run = checkTree({
      'src/modules/users/index.ts': "import { word } from '../../common/words';\nexport const user = word;\n",
      'src/common/words.ts': "export const word = 'a';\n",
      'src/common/context.ts': "import type { user } from '../modules/users';\nexport type User = typeof user;\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('no-module-cycle');
  });

  it('checks every folder of the server, and none is in an import loop', () => {
    const config = readFileSync(DEPCRUISE_CONFIG, 'utf8');
    expect(config).not.toMatch(/pathNot: STILL_IN_A_LOOP|STILL_IN_A_LOOP = \[/);
    expect(moduleGraph()).not.toContain('loop');
  });

  it("README's picture of the module folders is the one the code draws (npm run docs:modules)", () => {
    expect(readmeGraph()).toBe(moduleGraph());
  });
});
