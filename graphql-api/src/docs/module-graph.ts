/**
 * `npm run docs:modules`: the picture of the server's module folders in README.md ("Server modules
 * and their dependencies"), drawn from dependency-cruiser's view of `src`, the same one `npm run
 * lint` checks. `module-graph.test.ts` fails when the README's picture is not the one the code
 * draws, so run this after changing which module imports which.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const API_DIR = join(__dirname, '..', '..');
export const README = join(API_DIR, '..', 'README.md');
export const DEPCRUISE_CONFIG = join(API_DIR, '.dependency-cruiser.cjs');
const START = '<!-- module-graph: npm run docs:modules -->';
const END = '<!-- /module-graph -->';

/** Left out of the picture: common and graphql (the request context) are below every module, db and seed above. */
const LEFT_OUT = new Set(['common', 'graphql', 'db', 'seed', 'docs']);
/** Nearly every module reads users (the User entity): an arrow to it is drawn only when it is part of a loop. */
const EVERYONE_READS = 'users';

/** Runs dependency-cruiser's command line in `cwd` (npm workspaces may hoist it to the root). */
export function depcruise(cwd: string, args: string[]): { status: number; stdout: string } {
  const bin = [API_DIR, join(API_DIR, '..')]
    .map((dir) => join(dir, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs'))
    .find((file) => existsSync(file));
  if (!bin) throw new Error('dependency-cruiser is not installed (npm ci)');
  const run = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw run.error;
  return { status: run.status ?? 1, stdout: `${run.stdout}${run.stderr}` };
}

/** The folder a file of src belongs to (`src/modules/orders/x.ts` → orders), null for the composition root. */
function folderOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return null;
  return parts[1] === 'modules' ? parts[2] : parts[1];
}

type Cruise = { modules: { source: string; dependencies: { resolved: string }[] }[] };

/** Which folder imports which (type-only imports and entity files included, tests left out: as the rule sees them). */
export function folderEdges(): Map<string, Set<string>> {
  const run = depcruise(API_DIR, ['src', '--config', DEPCRUISE_CONFIG, '--output-type', 'json']);
  const cruise = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Cruise;
  const edges = new Map<string, Set<string>>();
  for (const module of cruise.modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const { resolved } of module.dependencies) {
      const to = folderOf(resolved);
      if (to && to !== from) edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** The strongly connected folders (Tarjan): each folder → the id of its loop, for folders in one. */
function loopsOf(edges: Map<string, Set<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops = new Map<string, number>();
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const members: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      members.push(w);
      if (w === v) break;
    }
    if (members.length > 1) for (const member of members) loops.set(member, index.get(v)!);
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return loops;
}

/** The README's picture: one node per module, an arrow per import; arrows inside a loop are dotted. */
export function moduleGraph(edges = folderEdges()): string {
  const loops = loopsOf(edges);
  const id = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const modules = [...edges.keys()].filter((name) => !LEFT_OUT.has(name)).sort();
  const lines = ['```mermaid', 'flowchart TD'];
  const drawn = new Set<string>();
  for (const name of modules) if (id(name) !== name) lines.push(`  ${id(name)}[${name}]`);
  for (const from of modules) {
    for (const to of [...edges.get(from)!].sort()) {
      if (LEFT_OUT.has(to)) continue;
      const inLoop = loops.has(from) && loops.get(from) === loops.get(to);
      if (to === EVERYONE_READS && !inLoop) continue;
      lines.push(`  ${id(from)} ${inLoop ? '-. loop .->' : '-->'} ${id(to)}`);
      drawn.add(from).add(to);
    }
  }
  for (const name of modules) if (!drawn.has(name) && id(name) === name) lines.push(`  ${name}`);
  lines.push('```');
  return lines.join('\n');
}

/** Where the README's picture is: between the markers. */
function graphBlock(readme: string): { start: number; end: number } {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return { start: start + START.length, end };
}

/** The picture the README shows now. */
export function readmeGraph(readme = readFileSync(README, 'utf8')): string {
  const { start, end } = graphBlock(readme);
  return readme.slice(start, end).trim();
}

if (require.main === module) {
  const readme = readFileSync(README, 'utf8');
  const { start, end } = graphBlock(readme);
  writeFileSync(README, `${readme.slice(0, start)}\n${moduleGraph()}\n${readme.slice(end)}`);
  console.log(`Wrote the module graph to ${README}`);
}
