import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { RadioGroupField, SubmitForm, TextField } from './Fields';

const required = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : 'This is a required field.');

function Harness({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render {renders}
      </button>
      {/* A new initialValues object on every render, as a parent computing it inline passes. */}
      <SubmitForm label="Card" isBusy={false} submitLabel="Save" initialValues={{ number: '', method: 'cash' }} onSubmit={onSubmit}>
        <TextField name="number" label="Card number" validate={required} normalize={(value) => value.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')} isRequired />
        <RadioGroupField
          name="method"
          legend="Payment method"
          options={[
            { value: 'cash', label: 'Cash' },
            { value: 'card', label: 'Card' }
          ]}
        />
      </SubmitForm>
    </>
  );
}

describe('shared form fields', () => {
  it('keeps the messages of a failed submit when the parent re-renders, focuses the field in error', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-required', 'true');
    expect(number).toHaveAccessibleDescription('This is a required field.');
    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rewrites what is typed and submits the chosen radio option', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '41111111');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ number: '4111 1111', method: 'card' });
  });
});
