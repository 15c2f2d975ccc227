import { it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { paletteMachine } from './palette.ts';
it('count', () => {
  const model = createTestModel(paletteMachine, { events: [
    { type: 'palette.open' }, { type: 'palette.open', page: { id: 'status', payload: { offerId: 1 } } },
    { type: 'query.changed', query: 'of' }, { type: 'page.pushed', page: { id: 'status', payload: { offerId: 1 } } }, { type: 'command.ran', id: 'nav.home' } ] });
  console.log(model.getShortestPaths().length, model.getSimplePaths().length);
});
