import { describe, expect, it } from 'vitest';
import {
  agencySearchTextOf,
  agencyTermOf,
  listOrderOf,
  lookupWord,
  matchesTerm,
  partitionOf,
  searchWordsOf,
  termWords,
  userSearchTextOf,
} from './word-search';

const olive = userSearchTextOf({
  lastName: "O'Neill-Owner",
  firstName: 'Olive',
  email: 'olive.x+tag@Demo.local',
});

describe('search by words', () => {
  it('keeps each word and each rest after an inner break, lower-cased', () => {
    expect(olive).toBe("o'neill-owner olive olive.x+tag@demo.local");
    expect(searchWordsOf(olive).sort()).toEqual(
      [
        "o'neill-owner",
        'neill-owner',
        'owner',
        'olive',
        'olive.x+tag@demo.local',
        'x+tag@demo.local',
        'tag@demo.local',
        'demo.local',
        'local',
      ].sort(),
    );
  });

  it('matches when every word of the term starts one of the user’s words, in any order', () => {
    expect(matchesTerm(olive, termWords('Olive'))).toBe(true);
    expect(matchesTerm(olive, termWords('owner olive'))).toBe(true);
    expect(matchesTerm(olive, termWords('olive.x+tag@demo.local'))).toBe(true);
    expect(matchesTerm(olive, termWords('demo.lo'))).toBe(true);
    expect(matchesTerm(olive, termWords('neill, ol'))).toBe(true);
    // Inside a word, not at a start: not a match (the index has starts only).
    expect(matchesTerm(olive, termWords('live'))).toBe(false);
    expect(matchesTerm(olive, termWords('olive smith'))).toBe(false);
  });

  it('reads the index by the longest word of the term, in the partition of its first two letters', () => {
    expect(lookupWord(termWords('ol owner'))).toBe('owner');
    expect(partitionOf('owner')).toBe('ow');
    expect(partitionOf('o')).toBe('o');
    // No word of two letters: no partition to read, nobody found.
    expect(lookupWord(termWords('a b'))).toBeUndefined();
  });

  it('lists by last name, first name, then user name', () => {
    const users = [
      { lastName: 'Owner', firstName: 'Zed', userName: 'b@x' },
      { lastName: 'Adams', firstName: 'Olive', userName: 'c@x' },
      { lastName: 'Owner', firstName: 'Ann', userName: 'a@x' },
    ];
    const order = (user: (typeof users)[number]) => listOrderOf(user.lastName, user.firstName, user.userName);
    expect(users.sort((a, b) => (order(a) < order(b) ? -1 : 1)).map((u) => u.userName)).toEqual([
      'c@x',
      'a@x',
      'b@x',
    ]);
  });

  it('finds an agency by the start of a word of its name and of its stat code’s digits', () => {
    const harbor = agencySearchTextOf({ agencyName: 'Harbor & Sons Insurance', statId: '12-34-5678' });
    expect(harbor).toBe('harbor & sons insurance 12345678');
    expect(matchesTerm(harbor, termWords(agencyTermOf({ agencyName: 'sons', statCode: '12-3' })))).toBe(true);
    expect(matchesTerm(harbor, termWords(agencyTermOf({ statCode: '1234' })))).toBe(true);
    expect(matchesTerm(harbor, termWords(agencyTermOf({ statCode: '34' })))).toBe(false);
    expect(agencyTermOf({})).toBe('');
  });
});
