import { expect } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { AdminSettingsSectionDocument, AdminSettingsUpdateDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import type { SettingsSectionKey } from '../utils/sections';

type Values = Record<string, unknown>;

/** The section as the server answers it when the tab opens. */
export const sectionMock = (section: SettingsSectionKey, values: Values): MockLink.MockedResponse => ({
  request: { query: AdminSettingsSectionDocument, variables: { section } },
  result: { data: { settings: values } },
});

/** A save of exactly `values`, answered with `answer` (the saved section) or refused with `refusal`. */
export const updateMock = (
  section: SettingsSectionKey,
  values: Values,
  outcome: { answer: Values } | { refusal: GraphQLError },
): MockLink.MockedResponse => ({
  request: { query: AdminSettingsUpdateDocument, variables: { section, values } },
  result: 'answer' in outcome ? { data: { updateSettings: outcome.answer } } : { errors: [outcome.refusal] },
});

/** The server's coded refusal of one field (a validation 400). */
export const fieldRefusal = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400, field, fields: [{ field, message }] } });

export type SettingsTabSetup = {
  section: SettingsSectionKey;
  /** The section as the server holds it. */
  saved: Values;
  /** The tab's form name ('General settings'). */
  formName: string;
  /** A value that shows once the section has loaded. */
  loaded: string;
  /** The button that saves ('Save Changes'). */
  saveName?: string;
  /** The other reads of the tab. */
  around?: readonly MockLink.MockedResponse[];
};

/** Renders a settings tab with its section loaded; `save` is its Save (or Apply) button. */
export async function renderSettingsTab(ui: ReactElement, setup: SettingsTabSetup, mocks: MockLink.MockedResponse[] = []) {
  const { section, saved, formName, loaded, saveName = 'Save Changes', around = [] } = setup;
  const rendered = renderPortal(ui, { mocks: [sectionMock(section, saved), ...around, ...mocks] });
  const form = screen.getByRole('form', { name: formName });
  await within(form).findByDisplayValue(loaded);
  return { ...rendered, form, save: within(form).getByRole('button', { name: saveName }) };
}

type RenderedTab = Awaited<ReturnType<typeof renderSettingsTab>>;

/** Empties a number field and saves: the field says to enter a whole number, and nothing is sent. */
export async function expectWholeNumberAsked({ user, form, save }: RenderedTab, label: string) {
  const field = within(form).getByRole('spinbutton', { name: label });
  await user.clear(field);
  await user.click(save);
  // Validation runs after the click (the resolver is async): wait for its message.
  expect(await within(form).findByText('Enter a whole number')).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(/Enter a whole number/);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // No update is mocked: a sent one would fail and toast.
  expect(screen.queryByText('Failed to save settings')).not.toBeInTheDocument();
}

/** Types `text` into `field` and saves; the server's refusal (mocked by the caller) shows under it. */
export async function expectRefusalOnField({ user, form, save }: RenderedTab, field: HTMLElement, text: string, message: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(save);
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
}

/** Once the save has finished (the button reads `label` again), Save is off: the form holds no edits. */
export async function expectClean(save: HTMLElement, label = 'Save Changes') {
  await waitFor(() => expect(save).toHaveTextContent(label));
  expect(save).toBeDisabled();
}
