import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

export type AvatarProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  name: string;
  /** The user's avatarInitials (at most 2 characters); else the first letter of the name. */
  initials?: string | null;
  size?: AvatarSize;
  /** Set when the name is written next to the avatar, so it is not read twice. */
  decorative?: boolean;
};

const StyledAvatar = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.size.avatar[$size]};
  height: ${({ theme, $size }) => theme.size.avatar[$size]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.blue.bg};
  color: ${({ theme }) => theme.color.blue.fg};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  user-select: none;
`;

/**
 * What makes a character as a reader sees it more than one UTF-16 unit: combining marks, joiners,
 * variation selectors, Hangul jamo, characters beyond the BMP (emoji, flags). Most names have none.
 */
const JOINED = /\p{M}|\u200D|\p{Variation_Selector}|[\u1100-\u11FF]|[\u{10000}-\u{10FFFF}]/u;

// Made when first needed: the first Intl.Segmenter of a page costs about 20 ms (its break data is
// loaded), which a dashboard's avatars would otherwise pay in their first render (issue 22).
let graphemes: Intl.Segmenter | undefined;
/** The first `count` characters as a reader sees them (an emoji or a flag is one, not two halves). */
const firstCharacters = (text: string, count: number) =>
  !JOINED.test(text)
    ? text.slice(0, count)
    : Array.from((graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text), (part) => part.segment)
        .slice(0, count)
        .join('');

/** Initials from the first characters of a name's first two words (as the server derives them). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstCharacters(word, 1))
    .join('')
    .toUpperCase();
}

/** The letters shown in an Avatar: trimmed initials (max 2), else the name's first letter, else '?'. */
export function avatarLetters(name: string, initials?: string | null): string {
  const own = initials?.trim();
  if (own) return firstCharacters(own, 2).toUpperCase();
  return firstCharacters(name.trim(), 1).toUpperCase() || '?';
}

/** A round avatar with the user's initials. */
export function Avatar({ name, initials, size = 'md', decorative = false, ...props }: AvatarProps) {
  return (
    <StyledAvatar
      $size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      title={decorative ? undefined : name}
      {...props}
    >
      {avatarLetters(name, initials)}
    </StyledAvatar>
  );
}
