// The payment step's method choice while the cart's methods arrive and change under it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { BANK_ACCOUNT, bankTransferAccountMock } from '../BankTransfer/testing';
import PaymentForm, { type PaymentFormProps } from './PaymentForm';

const CARD = { code: 'sandboxcard', title: 'Credit or debit card' };
const COD = { code: 'cashondelivery', title: 'Cash on delivery' };
const BANK = { code: 'banktransfer', title: 'Bank transfer' };

function props(overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return { methods: [CARD, COD], savedCards: [], isSignedIn: false, initialCode: '', isSubmitting: false, error: null, onSubmit: jest.fn(async () => undefined), ...overrides };
}

describe('PaymentForm', () => {
  it('keeps the chosen method when the methods arrive again with the totals', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const view = renderWithProviders(<PaymentForm {...props({ onSubmit })} />);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    view.rerender(<PaymentForm {...props({ onSubmit, methods: [CARD, COD, BANK] })} />);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('cashondelivery'));
  });

  it('falls back to the first method when the chosen one is no longer offered', async () => {
    const view = renderWithProviders(<PaymentForm {...props()} />);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    view.rerender(<PaymentForm {...props({ methods: [BANK, CARD] })} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked());
  });

  it('shows where to pay while bank transfer is chosen; the reference is the order number to come', async () => {
    const user = userEvent.setup(); // with a clipboard
    renderWithProviders(<PaymentForm {...props({ methods: [CARD, COD, BANK] })} />, { mocks: [bankTransferAccountMock] });
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    const details = await screen.findByTestId('bank-transfer');
    expect(details).toHaveTextContent(BANK_ACCOUNT.iban);
    expect(details).toHaveTextContent('Payment reference');
    expect(details).toHaveTextContent('your order number, which you get once the order is placed');
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(BANK_ACCOUNT.iban.replace(/ /g, ''));
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
  });

  it('starts on the first method once the methods are known', async () => {
    const view = renderWithProviders(<PaymentForm {...props({ methods: [] })} />);
    view.rerender(<PaymentForm {...props({ methods: [COD, CARD] })} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked());
  });

  it('checks the card fields only while the card is the chosen method', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<PaymentForm {...props({ onSubmit })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('cashondelivery'));
  });
});
