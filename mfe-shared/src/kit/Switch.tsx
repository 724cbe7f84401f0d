import { useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import styled from 'styled-components';

export type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'value' | 'defaultValue'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** With a name, a hidden input carries 'on' (or value) in form submissions when checked. */
  name?: string;
  value?: string;
};

const StyledTrack = styled.button`
  position: relative;
  flex-shrink: 0;
  width: ${({ theme }) => theme.size.switch.width};
  height: ${({ theme }) => theme.size.switch.height};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.controlOff};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledThumb = styled.span`
  position: absolute;
  top: 50%;
  left: 2px;
  width: ${({ theme }) => theme.size.switch.thumb};
  height: ${({ theme }) => theme.size.switch.thumb};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transform: translateY(-50%);
  transition: left ${({ theme }) => theme.motion.fast};

  [aria-checked='true'] > & {
    left: calc(100% - ${({ theme }) => theme.size.switch.thumb} - 2px);
  }
`;

/**
 * An on/off switch: a button with role="switch" and aria-checked, toggled by click, Space or
 * Enter. Controlled with `checked` + `onCheckedChange`, or uncontrolled with `defaultChecked`.
 * Label it with a <Label htmlFor>, aria-label or aria-labelledby.
 */
export function Switch({ checked, defaultChecked = false, onCheckedChange, onClick, name, value, disabled, ...props }: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const isOn = checked ?? own;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setOwn(!isOn);
    onCheckedChange?.(!isOn);
  }

  return (
    <>
      <StyledTrack
        type="button"
        role="switch"
        aria-checked={isOn}
        data-state={isOn ? 'checked' : 'unchecked'}
        disabled={disabled}
        onClick={handleClick}
        {...props}
      >
        <StyledThumb aria-hidden="true" />
      </StyledTrack>
      {name && isOn && <input type="hidden" name={name} value={value ?? 'on'} disabled={disabled} />}
    </>
  );
}
