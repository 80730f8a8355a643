import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  isFiltered,
  listQuery,
  readFilters,
  refine,
  toggleTag,
  writeFilters,
} from './filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters', () => {
  it('opens the first page of all problems, 15 a page, when the query says nothing', () => {
    expect(read('')).toEqual(defaultFilters);
    expect(defaultFilters.limit).toBe(15);
  });

  it('reads every filter the query holds', () => {
    expect(read('keyword=%20graph%20&difficulty=3&tagId=4,9&oj=HDU&currentPage=2&limit=50')).toEqual({
      keyword: 'graph',
      difficulty: 3,
      tagIds: [4, 9],
      oj: 'HDU',
      currentPage: 2,
      limit: 50,
    });
  });

  it('also reads tags written as the JSON array of older links, each tag once', () => {
    expect(read('tagId=[3,5,3]').tagIds).toEqual([3, 5]);
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(read('difficulty=9&currentPage=-2&limit=20&tagId=a,0,1.5&oj=MARS')).toEqual(defaultFilters);
    expect(read('difficulty=&currentPage=2.5').difficulty).toBeNull();
    expect(read('currentPage=2.5').currentPage).toBe(1);
  });

  it('keeps difficulty 0, which is a level and not "all"', () => {
    expect(read('difficulty=0').difficulty).toBe(0);
  });
});

describe('writeFilters', () => {
  it('leaves the defaults out of the link', () => {
    expect(writeFilters(defaultFilters).toString()).toBe('');
  });

  it('writes tags as a comma list and survives a round trip', () => {
    const filters = {
      keyword: 'a b',
      difficulty: 0 as const,
      tagIds: [2, 7],
      oj: 'ME' as const,
      currentPage: 3,
      limit: 30 as const,
    };
    const query = writeFilters(filters);
    expect(query.get('tagId')).toBe('2,7');
    expect(readFilters(query)).toEqual(filters);
  });
});

describe('listQuery', () => {
  it('sends only the filters that are set, with the page and its size', () => {
    expect(listQuery(defaultFilters)).toEqual({
      keyword: undefined,
      difficulty: undefined,
      tagId: undefined,
      oj: undefined,
      currentPage: 1,
      limit: 15,
    });
    expect(listQuery({ ...defaultFilters, oj: 'CF' })).toMatchObject({ oj: 'CF' });
    expect(listQuery({ ...defaultFilters, difficulty: 0, tagIds: [1, 2] })).toMatchObject({
      difficulty: 0,
      tagId: '1,2',
    });
  });
});

describe('changing the filters', () => {
  const onPage4 = { ...defaultFilters, currentPage: 4 };

  it('goes back to the first page on a new search', () => {
    expect(refine(onPage4, { keyword: ' dp ' })).toMatchObject({ keyword: 'dp', currentPage: 1 });
    expect(refine(onPage4, { limit: 50 })).toMatchObject({ limit: 50, currentPage: 1 });
  });

  it('adds a clicked tag and removes it on the second click', () => {
    const once = toggleTag(onPage4, 8);
    expect(once).toMatchObject({ tagIds: [8], currentPage: 1 });
    expect(toggleTag(once, 8).tagIds).toEqual([]);
  });

  it('tells whether anything narrows the list', () => {
    expect(isFiltered(onPage4)).toBe(false);
    expect(isFiltered({ ...defaultFilters, difficulty: 0 })).toBe(true);
  });
});
