import { describe, expect, it } from '@jest/globals';
import { avatarLetters, initialsOf } from './Avatar';

describe('avatar letters count characters as a reader sees them', () => {
  it.each([
    ['Bella Hart', 'BH'],
    ['🎉 Party Planner', '🎉P'],
    ['👩‍💻 Dev Team', '👩‍💻D'],
    ['🇧🇩 Dhaka Office', '🇧🇩D'],
    ['émile zola', 'ÉZ'],
    // Decomposed: an e and its combining accent are one character.
    ['e\u0301mile zola', 'E\u0301Z'],
    ['한국 무역', '한무'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps an emoji whole in the avatar', () => {
    expect(avatarLetters('Party Planner', '🎉P')).toBe('🎉P');
    expect(avatarLetters('👩‍💻 Dev', null)).toBe('👩‍💻');
    expect(avatarLetters('  ', '')).toBe('?');
  });
});
