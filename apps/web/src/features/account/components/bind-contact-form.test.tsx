import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, pathOf } from '../../../testing/fetch-mock';
import { clearToasts, inputLabelled, serveApi, typeInto } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { BindContactForm, emailContact, phoneContact } from './bind-contact-form';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(clearToasts);

describe('bind e-mail form', () => {
  it.each(['not-an-email', 'a@b', 'name@@example.com'])(
    'rejects %s with the format error and sends nothing (mocked fetch)',
    async (email) => {
      const { calls } = serveApi();
      renderWithProviders(<BindContactForm contact={emailContact} current={null} onDone={vi.fn()} />);
      typeInto('E-mail', email);
      // The form must not be held back by the browser's own constraint validation.
      expect(document.querySelector('form')?.checkValidity()).toBe(true);
      submit();
      expect(await screen.findByText('E-mail format error')).toBeTruthy();
      expect(calls).toHaveLength(0);
    },
  );

  it('an empty e-mail asks for one (mocked fetch)', async () => {
    const { calls } = serveApi();
    renderWithProviders(<BindContactForm contact={emailContact} current={null} onDone={vi.fn()} />);
    submit();
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('posts /user/bindEmail with the trimmed address, then the code, and hands over (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<BindContactForm contact={emailContact} current={null} onDone={onDone} />);
    expect(screen.queryByText(/Currently bound/)).toBeNull();
    // Not type="email": the browser's own check would block the submit before the rules message.
    expect(inputLabelled('E-mail').type).toBe('text');
    expect(inputLabelled('E-mail').inputMode).toBe('email');

    typeInto('E-mail', '  player@example.com ');
    submit();

    // Step 1 only sends a code (ADR 119): nothing is bound yet, the code field appears.
    expect(
      await screen.findByText(
        'Enter the 6-digit code sent to player@example.com. It is valid for 10 minutes.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('If this address can be bound, a 6-digit code is on its way'),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(calls[0]?.body).toEqual({ email: 'player@example.com' });

    submit();
    expect(await screen.findByText('Please complete the form according to the rules')).toBeTruthy();
    typeInto('Verification code', '123456');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map(pathOf)).toEqual(['/user/bindEmail', '/user/bindEmail']);
    expect(calls[1]?.body).toEqual({ email: 'player@example.com', code: '123456' });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('shows the bound address when there is one', () => {
    serveApi();
    renderWithProviders(
      <BindContactForm contact={emailContact} current="old@example.com" onDone={vi.fn()} />,
    );
    expect(screen.getByText('Currently bound: old@example.com')).toBeTruthy();
  });

  it("a refusal shows the server's message and does not hand over (mocked fetch)", async () => {
    serveApi({ '/user/bindEmail': () => envelope(1001, null, 'This e-mail is already bound') });
    const onDone = vi.fn();
    renderWithProviders(<BindContactForm contact={emailContact} current={null} onDone={onDone} />);
    typeInto('E-mail', 'taken@example.com');
    submit();
    expect(await screen.findByText('This e-mail is already bound')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('bind phone form', () => {
  it.each(['12345', '+84-901-234', 'phone1234567', '+1234567890123456'])(
    'rejects %s with the format error and sends nothing (mocked fetch)',
    async (phone) => {
      const { calls } = serveApi();
      renderWithProviders(<BindContactForm contact={phoneContact} current={null} onDone={vi.fn()} />);
      typeInto('Phone number', phone);
      submit();
      expect(await screen.findByText('Phone number format error')).toBeTruthy();
      expect(calls).toHaveLength(0);
    },
  );

  it('posts /user/bindPhone with the number and hands over (mocked fetch)', async () => {
    const { calls } = serveApi();
    const onDone = vi.fn();
    renderWithProviders(<BindContactForm contact={phoneContact} current={null} onDone={onDone} />);
    expect(inputLabelled('Phone number').inputMode).toBe('tel');

    typeInto('Phone number', '+84901234567');
    submit();
    expect(await screen.findByText(/sent to \+84901234567/)).toBeTruthy();
    typeInto('Verification code', '654321');
    submit();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map(pathOf)).toEqual(['/user/bindPhone', '/user/bindPhone']);
    expect(calls[0]?.body).toEqual({ phone: '+84901234567' });
    expect(calls[1]?.body).toEqual({ phone: '+84901234567', code: '654321' });
  });

  it('shows the bound number when there is one', () => {
    serveApi();
    renderWithProviders(<BindContactForm contact={phoneContact} current="+84901234567" onDone={vi.fn()} />);
    expect(screen.getByText('Currently bound: +84901234567')).toBeTruthy();
  });
});
