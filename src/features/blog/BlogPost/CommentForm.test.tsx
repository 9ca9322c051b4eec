import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import CommentForm from './CommentForm';

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), outcome: 'none' | 'pending' = 'none') {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <CommentForm askName askEmail isSubmitting={false} submitError={null} outcome={outcome} onSubmit={onSubmit} />
    </IntlProvider>
  );
  return onSubmit;
}

describe('CommentForm', () => {
  it('validates the fields and sends the trimmed values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Ana ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Great article');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', message: 'Great article' }));
  });

  it('tells the shopper the comment waits for moderation', () => {
    renderForm(undefined, 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('will appear after it is approved by a moderator');
  });
});

describe('CommentForm filled without leaving the fields', () => {
  it('sends after a first empty attempt when the values are typed in without blurring', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Great article' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', message: 'Great article' }));
  });
});
