import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, folderGraphOnDisk } from '../support/architecture/folder-graph.ts';

/**
 * Decision 030: view areas, server features and the src layers import each other in one direction
 * only. A new folder-level cycle fails here, naming the folders, before review has to find it.
 */
describe('folder-level import cycles', () => {
  for (const root of ['src', 'src/views', 'server']) {
    it(`${root} has none`, () => {
      const graph = folderGraphOnDisk(root);
      expect(graph.size).toBeGreaterThan(3);
      expect(folderCycles(graph).map((c) => c.join('+'))).toEqual([]);
    });
  }

  it('finds a cycle through three folders and ignores files at the root and inside one folder', () => {
    const graph = folderGraph('/r', [
      { path: '/r/a/x.ts', text: "import { b } from '../b/y.ts';\nimport { own } from './z.ts';" },
      { path: '/r/b/y.ts', text: "export * from '../c/w.ts';" },
      { path: '/r/c/w.ts', text: "const lazy = () => import('../a/x.ts');" },
      { path: '/r/d/v.ts', text: "import '../a/x.ts';\nimport '../App.tsx';" },
      { path: '/r/App.tsx', text: "import '../r/d/v.ts';" },
    ]);
    expect(folderCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect([...graph.get('d')!]).toEqual(['a']);
  });
});
