import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import roMessages from '../../../../../i18n/ro_RO.json';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import NewsletterSignUp from './NewsletterSignUp';
import { SubscribeToNewsletterDocument } from './newsletterSignUp.generated';

const request = (email: string) => ({ query: SubscribeToNewsletterDocument, variables: { email } });
const subscribed = (email: string, status = 'SUBSCRIBED') => ({
  request: request(email),
  result: { data: { subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status } } },
  delay: 30
});
const failed = (email: string, message: string, extensions: Record<string, unknown>) => ({
  request: request(email),
  result: { errors: [new GraphQLError(message, { extensions })] }
});

type Mocks = NonNullable<NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks']>;

function renderSignUp(mocks: Mocks = []) {
  return renderWithProviders(<NewsletterSignUp />, { route: '/en/', mocks });
}

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const button = () => screen.getByRole('button', { name: /Subscribe/ });

describe('NewsletterSignUp', () => {
  it('has a labelled field, a button and the consent line linking the privacy policy', () => {
    renderSignUp();
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toHaveAccessibleDescription(/You can unsubscribe at any time\. See our Privacy Policy/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/en/politica-de-confidentialitate');
  });

  it('says under the field that an address is missing or not valid, without sending it', async () => {
    renderSignUp();
    await userEvent.click(button());
    expect(field()).toHaveAccessibleDescription(/^This is a required field\./);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    await userEvent.type(field(), 'ana@example');
    await userEvent.tab();
    expect(field()).toHaveAccessibleDescription(/^Please enter a valid email address/);
    await userEvent.type(field(), '.ro');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('is busy while sending, then thanks the shopper in place of the form', async () => {
    renderSignUp([subscribed('ana@example.ro')]);
    await userEvent.type(field(), ' ana@example.ro ');
    await userEvent.click(button());
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you for subscribing to our newsletter.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the address is already subscribed', async () => {
    renderSignUp([failed('ana@example.ro', 'This email address is already subscribed.', { category: 'graphql-input', code: 'ALREADY_SUBSCRIBED' })]);
    await userEvent.type(field(), 'ana@example.ro{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('ana@example.ro is already subscribed to our newsletter.');
  });

  it('says a confirmation link was sent when the store asks for one', async () => {
    renderSignUp([subscribed('ana@example.ro', 'NOT_ACTIVE')]);
    await userEvent.type(field(), 'ana@example.ro{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing. We have sent a confirmation link to ana@example.ro.');
  });

  it('shows the server refusing the address under the field, and other problems under the form, keeping the address', async () => {
    renderSignUp([
      failed('ana@example.ro', 'Enter a valid email address.', { category: 'graphql-input', code: 'INVALID_EMAIL', field: 'email' }),
      failed('ana@example.ro', 'Too many requests. Please try again later.', { category: 'graphql-input', code: 'RATE_LIMITED' }),
      failed('ana@example.ro', 'Cannot create a newsletter subscription.', { category: 'graphql-input', code: 'SUBSCRIPTION_FAILED' })
    ]);
    await userEvent.type(field(), 'ana@example.ro{Enter}');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(field()).toHaveValue('ana@example.ro');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('If it is the address of your account, sign in and subscribe from your account.');
    expect(field()).toHaveValue('ana@example.ro');
  });

  it('speaks Romanian in the Romanian view', async () => {
    renderWithProviders(<NewsletterSignUp />, { route: '/', locale: 'ro-RO', messages: roMessages, mocks: [subscribed('ana@example.ro')] });
    expect(screen.getByRole('region', { name: 'Abonează-te la newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politica de confidențialitate' })).toHaveAttribute('href', '/politica-de-confidentialitate');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresa de e-mail' }), 'ana@example.ro');
    await userEvent.click(screen.getByRole('button', { name: 'Abonează-te' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Îți mulțumim pentru abonarea la newsletterul nostru.');
  });
});
