import { DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type HomeCommand, homeDecider } from './homeDecider';

const file = (n: number) => `${String(n).padStart(64, 'a')}.webp`;
const given = (events: ProductEvent[]) => events.reduce(homeDecider.evolve, homeDecider.initialState());
const when = (events: ProductEvent[], command: HomeCommand) => homeDecider.decide(command, given(events));
const added = (id: number): ProductEvent => ({
  type: 'HomeCarouselImageAdded',
  data: { id, file: file(id) },
});

describe('the home decider', () => {
  it('numbers carousel images on from the last one, removed ones included', () => {
    const removed: ProductEvent = { type: 'HomeCarouselImageRemoved', data: { id: 2 } };
    expect(when([added(1), added(2), removed], { type: 'AddCarouselImage', file: file(9) })).toEqual([
      { type: 'HomeCarouselImageAdded', data: { id: 3, file: file(9) } },
    ]);
  });

  it('refuses to remove an image it does not hold, and a 21st image', () => {
    expect(() => when([added(1)], { type: 'RemoveCarouselImage', id: 2 })).toThrow(DomainError);
    const twenty = Array.from({ length: 20 }, (_, i) => added(i + 1));
    expect(() => when(twenty, { type: 'AddCarouselImage', file: file(0) })).toThrow(
      'At most 20 carousel images',
    );
  });

  it('records an exams list once, and nothing when it is saved unchanged', () => {
    const exams = [{ name: 'NOIP 2025', date: '2025-11-29' }];
    const set = when([], { type: 'SetExams', exams });
    expect(set).toEqual([{ type: 'HomeExamsSet', data: { exams } }]);
    expect(when(set, { type: 'SetExams', exams })).toEqual([]);
    expect(when(set, { type: 'SetExams', exams: [] })).toEqual([
      { type: 'HomeExamsSet', data: { exams: [] } },
    ]);
  });
});
