import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OrderIcon } from './OrderIcon';

/** A menu item goes to a route (to), opens a file (href, e.g. a download) or runs an action (onSelect). */
export type ActionsMenuItem = { label: string } & ({ to: string } | { href: string } | { onSelect: () => void });

export type ActionsMenuProps = {
  /** Names the menu button, e.g. 'Actions for ORD-2026-1001'. */
  label: string;
  items: ActionsMenuItem[];
};

const StyledWrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.hover};
  }
`;

const StyledMenu = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: calc(${({ theme }) => theme.size.sheetWidth} / 2);
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const StyledItem = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.hover};
    outline: none;
  }
`;

/**
 * A '⋮' button opening a menu of actions (WAI-ARIA menu button): Enter, Space or
 * ArrowDown open it on the first item; arrows, Home and End move; Escape and Tab close it.
 */
export function ActionsMenu({ label, items }: ActionsMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    function handlePointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!wrapperRef.current?.contains(target) && !menuRef.current?.contains(target)) setOpen(false);
    }
    // The menu is placed under the button once; scrolling or resizing closes it.
    function handleMove() {
      setOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    window.addEventListener('resize', handleMove);
    window.addEventListener('scroll', handleMove, true);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      window.removeEventListener('resize', handleMove);
      window.removeEventListener('scroll', handleMove, true);
    };
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function openMenu() {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (rect) setPosition({ top: rect.bottom, right: window.innerWidth - rect.right });
    setOpen(true);
  }

  function handleTriggerClick() {
    if (open) setOpen(false);
    else openMenu();
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu();
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = itemRefs.current.findIndex((node) => node === document.activeElement);
    const last = items.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = index >= last ? 0 : index + 1;
    else if (event.key === 'ArrowUp') next = index <= 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  }

  function handleSelect(item: ActionsMenuItem) {
    setOpen(false);
    if ('to' in item) navigate(item.to);
    else if ('href' in item) window.location.assign(item.href);
    else item.onSelect();
  }

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
      >
        <OrderIcon name="more" />
      </StyledTrigger>
      {open &&
        createPortal(
        <StyledMenu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          style={{ top: position.top, right: position.right }}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <StyledItem
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => handleSelect(item)}
              >
                {item.label}
              </StyledItem>
            </li>
          ))}
        </StyledMenu>,
          document.body,
        )}
    </StyledWrapper>
  );
}
