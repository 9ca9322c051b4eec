import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import ContactForm from './ContactForm';
import type { ContactUsInput } from '../../../api/schemaTypes.generated';
import { ContactUsDocument } from './contactForm.generated';
import { isEmail, isTelephone, sortContactError } from './validation';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(30000);

const INPUT: ContactUsInput = { name: 'Radu Ene', email: 'radu.ene@example.ro', comment: 'Aveți Omega 3 în Cluj?', telephone: '0722 111 222' };

function contactMock(input: ContactUsInput, answer: { data?: Record<string, unknown>; errors?: GraphQLError[]; error?: Error }, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ContactUsDocument, variables: { input } },
    delay,
    ...(answer.error ? { error: answer.error } : { result: { data: answer.data, errors: answer.errors } })
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<ContactUsInput>) {
  if (values.name) await user.type(screen.getByRole('textbox', { name: /^Name/ }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: /^Email/ }), values.email);
  if (values.telephone) await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), values.telephone);
  if (values.comment) await user.type(screen.getByRole('textbox', { name: /^What’s on your mind\?/ }), values.comment);
}

describe('ContactForm', () => {
  it('checks the required fields and the formats before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(await within(name.parentElement!).findByText('This is a required field.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This is a required field.');
    expect(screen.getByRole('textbox', { name: /^What’s on your mind\?/ })).toHaveAccessibleDescription('This is a required field.');
    // The telephone is optional.
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'radu@');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address (Ex: johndoe@domain.com).');
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '12');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveAccessibleDescription(
      'Optional Enter a phone number such as 0721 234 567 or +40 721 234 567.'
    );
  });

  it('sends the message, busy meanwhile, then thanks the shopper', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { mocks: [contactMock(INPUT, { data: { contactUs: { __typename: 'ContactUsOutput', status: true } } }, 150)] });
    await fill(user, INPUT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Write to us' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon."
    );
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('leaves out an empty telephone', async () => {
    const user = userEvent.setup();
    const input = { ...INPUT, telephone: null };
    renderWithProviders(<ContactForm />, { mocks: [contactMock(input, { data: { contactUs: { __typename: 'ContactUsOutput', status: true } } })] });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for contacting us');
  });

  it("shows the server's field errors at their field and clears one when it is edited", async () => {
    const user = userEvent.setup();
    const input = { ...INPUT, email: 'radu..ene@example.ro' };
    renderWithProviders(<ContactForm />, {
      mocks: [contactMock(input, { errors: [new GraphQLError('The email address is invalid. Verify the email address and try again.')] })]
    });
    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email address is invalid. Verify the email address and try again.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: /^What’s on your mind\?/ })).toHaveValue(INPUT.comment);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('says so when the connection fails and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { mocks: [contactMock(INPUT, { error: new TypeError('Failed to fetch') })] });
    await fill(user, INPUT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent because the connection failed. Your text is still here: try again when you are back online.'
    );
    expect(screen.getByRole('textbox', { name: /^What’s on your mind\?/ })).toHaveValue(INPUT.comment);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(INPUT.name);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows other server answers for the whole form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { mocks: [contactMock(INPUT, { errors: [new GraphQLError('The contact form is unavailable.')] })] });
    await fill(user, INPUT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact form is unavailable.');
  });

  it('fills in the name and e-mail of a signed-in customer', () => {
    renderWithProviders(<ContactForm />, {
      preloadedState: {
        user: signedInUser({ email: 'ioana@example.ro', firstname: 'Ioana', lastname: 'Marinescu' }, 'token')
      }
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ioana Marinescu');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ioana@example.ro');
  });
});

describe('contact validation', () => {
  it('describes a field error by id, default message and value', () => {
    expect(isEmail('ana@')).toMatchObject({ id: 'validation.email', value: 'ana@' });
    expect(isEmail('ana@example.ro')).toBeUndefined();
    expect(isTelephone('')).toBeUndefined();
    expect(isTelephone('+40 722 123 456')).toBeUndefined();
    expect(isTelephone('0722')).toMatchObject({ id: 'validation.telephone', value: '0722' });
  });

  it("sorts the server's messages between fields and the form", () => {
    const error = { errors: [{ message: 'Enter the Name and try again.' }, { message: 'Too many requests, try later.' }] };
    expect(sortContactError(error, { name: ' ' })).toEqual({
      fieldErrors: { name: expect.objectContaining({ id: 'contactForm.serverName', value: ' ' }) },
      formError: 'Too many requests, try later.'
    });
  });
});
