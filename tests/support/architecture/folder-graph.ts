/**
 * Folder-level import graph of one root (src/views, server, src): an edge A → B when a production file
 * in folder A imports a file in folder B, and its cycles (strongly connected components of more than
 * one folder). The same reading as `../shared/tools/folder-cycles.mjs`, kept in the repo so the
 * architecture test runs in CI (decision 030). Test files are left out: tests may reach across.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type FolderGraph = Map<string, Set<string>>;

const isTestFile = (path: string) => /\.(test|spec)\.tsx?$/.test(path);
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The production .ts/.tsx files under a folder, recursively. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !isTestFile(path)) found.push(path);
  }
  return found;
}

/** Folder edges among the first-level folders of `root`, from each file's path and text. */
export function folderGraph(root: string, files: { path: string; text: string }[]): FolderGraph {
  const absoluteRoot = resolve(root);
  const folderOf = (path: string) => {
    const [first, ...rest] = relative(absoluteRoot, path).split(sep);
    // a file directly under the root (App.tsx, main.ts) is not a folder of its own
    return first && rest.length > 0 && !first.startsWith('..') ? first : null;
  };
  const graph: FolderGraph = new Map();
  for (const file of files) {
    const from = folderOf(resolve(file.path));
    if (!from) continue;
    for (const match of file.text.matchAll(IMPORT)) {
      const to = folderOf(resolve(dirname(resolve(file.path)), match[1]!));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The graph of a folder on disk. */
export const folderGraphOnDisk = (root: string) =>
  folderGraph(
    root,
    sourceFiles(root).map((path) => ({ path, text: readFileSync(path, 'utf8') })),
  );

/** Each cycle as its sorted folder names (Tarjan's strongly connected components of size > 1). */
export function folderCycles(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
