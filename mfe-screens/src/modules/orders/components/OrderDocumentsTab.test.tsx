import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { OrdersOrderDocumentsDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { OrderDocumentsTab } from './OrderDocumentsTab';

type Sent = { method: string; url: string; body: FormData };

/** The upload's request (uploadWithProgress uses XMLHttpRequest), answered with `answer`. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };
let sent: Sent[] = [];

class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private request = { method: '', url: '' };
  open(method: string, url: string) {
    this.request = { method, url };
  }
  abort() {}
  send(body: FormData) {
    sent.push({ ...this.request, body });
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

const realXhr = globalThis.XMLHttpRequest;

beforeEach(() => {
  sent = [];
  answer = { status: 201, body: {} };
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const documents: MockLink.MockedResponse = {
  request: { query: OrdersOrderDocumentsDocument, variables: { orderIdOrCode: 'ORD-2026-0001' } },
  result: { data: { orderDocuments: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const techPack = () => new File(['%PDF-1.7'], 'tech-pack.pdf', { type: 'application/pdf' });

async function renderTab() {
  const rendered = renderPortal(<OrderDocumentsTab orderCode="ORD-2026-0001" />, { mocks: [documents] });
  await screen.findByText('No Documents Yet');
  return rendered;
}

describe('OrderDocumentsTab: the upload form', () => {
  it('asks for a file before uploading anything', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const file = screen.getByLabelText('File');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(expect.stringContaining('Please select a file to upload'));
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    answer = { status: 400, body: { code: 'BAD_USER_INPUT', field: 'file', message: 'The file content does not match its type' } };
    const { user } = await renderTab();
    await user.upload(screen.getByLabelText('File'), techPack());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file content does not match its type')).toBeInTheDocument();
    expect(screen.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('uploads the file with its trimmed description to the order and empties the form', async () => {
    const { user } = await renderTab();
    await user.upload(screen.getByLabelText('File'), techPack());
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), ' Tech pack v2 ');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('tech-pack.pdf was added to ORD-2026-0001.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/orders/ORD-2026-0001/documents' });
    expect(sent[0].body.get('description')).toBe('Tech pack v2');
    expect((sent[0].body.get('file') as File).name).toBe('tech-pack.pdf');
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('');
  });
});
