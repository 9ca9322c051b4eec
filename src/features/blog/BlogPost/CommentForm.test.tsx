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

  it('tells the shopper the comment waits for moderation, the notice taking the focus from the form it replaces', async () => {
    renderForm(undefined, 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('will appear after it is approved by a moderator');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
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

describe('CommentForm answering a comment', () => {
  function renderReply(outcome: 'none' | 'pending' | 'published' = 'none') {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onCancel = jest.fn();
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <CommentForm
          askName={false}
          askEmail={false}
          isSubmitting={false}
          submitError={null}
          outcome={outcome}
          onSubmit={onSubmit}
          replyTo={{ author: 'Radu' }}
          onCancel={onCancel}
          idPrefix="blog-reply-10"
          autoFocus
        />
      </IntlProvider>
    );
    return { onSubmit, onCancel };
  }

  it('is titled after the comment, focuses its first field, sends the reply and can be cancelled', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderReply();
    const form = screen.getByRole('form', { name: 'Reply to Radu' });
    const message = screen.getByRole('textbox', { name: 'Your reply' });
    expect(form).toContainElement(message);
    expect(message).toHaveAttribute('id', 'blog-reply-10-message');
    expect(message).toHaveFocus();
    await user.type(message, ' Me too ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ message: 'Me too' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('after sending shows only the reply notice, focused', () => {
    renderReply('pending');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your reply was sent and will appear after it is approved by a moderator.');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
