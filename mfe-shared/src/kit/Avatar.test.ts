import { describe, expect, it } from '@jest/globals';
import { avatarLetters, initialsOf } from './Avatar';

describe('avatar letters count characters as a reader sees them', () => {
  it.each([
    ['Bella Hart', 'BH'],
    ['🎉 Party Planner', '🎉P'],
    ['👩‍💻 Dev Team', '👩‍💻D'],
    ['🇧🇩 Dhaka Office', '🇧🇩D'],
    ['émile zola', 'ÉZ'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps an emoji whole in the avatar', () => {
    expect(avatarLetters('Party Planner', '🎉P')).toBe('🎉P');
    expect(avatarLetters('👩‍💻 Dev', null)).toBe('👩‍💻');
    expect(avatarLetters('  ', '')).toBe('?');
  });
});
