import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import roMessages from '../../../i18n/ro_RO.json';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { awaitServerCapabilities, resetCapabilitiesForTests, setCapabilities } from '../../lib/capabilities';
import WithdrawalPage from './WithdrawalPage';
import { RequestOrderWithdrawalDocument, WithdrawalByContactDocument } from './withdrawal.generated';
import { contactMessage, valuesFrom, withdrawalInput, withdrawalStart } from './withdrawalModel';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(30000);

const ITEMS = [
  { uid: 'MQ==', name: 'Whey 908 g', quantity: 1 },
  { uid: 'Mg==', name: 'Ashwagandha 90 capsule', quantity: 2 }
];

const answer = (alreadyRequested: boolean, wholeOrder = true) => ({
  data: {
    requestOrderWithdrawal: {
      __typename: 'RequestOrderWithdrawalOutput',
      already_requested: alreadyRequested,
      withdrawal: {
        __typename: 'OrderWithdrawal',
        number: '000000042-R1',
        requested_at: '2026-12-05T12:32:00+00:00',
        status: 'REQUESTED',
        whole_order: wholeOrder,
        items: [{ __typename: 'OrderWithdrawalItem', product_name: 'Ashwagandha 90 capsule', product_sku: 'MP-00028', quantity: 2 }]
      }
    }
  }
});

function withExtension(store: string, present: boolean) {
  awaitServerCapabilities();
  setCapabilities(store, { withdrawal: present });
}

afterEach(() => resetCapabilitiesForTests());

async function fillAndContinue(values: { name: string; number: string; email: string }, labels = { name: 'Your name', number: 'Order number', email: 'E-mail address used for the order', next: 'Continue' }) {
  const user = userEvent.setup();
  const form = screen.getByRole('form');
  await user.clear(within(form).getByRole('textbox', { name: labels.name }));
  await user.type(within(form).getByRole('textbox', { name: labels.name }), values.name);
  await user.clear(within(form).getByRole('textbox', { name: labels.number }));
  await user.type(within(form).getByRole('textbox', { name: labels.number }), values.number);
  await user.clear(within(form).getByRole('textbox', { name: labels.email }));
  await user.type(within(form).getByRole('textbox', { name: labels.email }), values.email);
  await user.click(within(form).getByRole('button', { name: labels.next }));
  return user;
}

describe('WithdrawalPage', () => {
  it('asks for name, order number and e-mail, confirms on a separate step, then acknowledges with the date and time received', async () => {
    withExtension('en_storeview', true);
    const input = { order_number: '000000042', email: 'ana@example.com', name: 'Ana Popescu' };
    const mutation = jest.fn(() => answer(false));
    renderWithProviders(<WithdrawalPage />, {
      route: '/en/retragere-din-contract',
      mocks: [{ request: { query: RequestOrderWithdrawalDocument, variables: { input } }, result: mutation }]
    });
    const user = await fillAndContinue({ name: 'Ana Popescu', number: '#000000042', email: 'ana@example.com' });
    // Nothing is sent before the shopper confirms.
    const confirm = screen.getByRole('region', { name: 'Confirm your withdrawal' });
    expect(mutation).not.toHaveBeenCalled();
    expect(within(confirm).getByText('000000042')).toBeInTheDocument();
    expect(within(confirm).getByText('The whole order')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    const done = await screen.findByRole('region', { name: 'We received your withdrawal' });
    expect(mutation).toHaveBeenCalledTimes(1);
    // 12:32 UTC is 14:32 in Bucharest.
    expect(within(done).getByText(/was received on December 5, 2026 at 02:32 PM\./)).toBeInTheDocument();
    expect(within(done).getByText('000000042-R1')).toBeInTheDocument();
    expect(within(done).getByText(/We sent this acknowledgement to ana@example.com/)).toBeInTheDocument();
  });

  it('answers a second request with the first', async () => {
    withExtension('en_storeview', true);
    const input = { order_number: '000000042', email: 'ana@example.com', name: 'Ana Popescu' };
    renderWithProviders(<WithdrawalPage />, {
      route: '/en/retragere-din-contract',
      mocks: [{ request: { query: RequestOrderWithdrawalDocument, variables: { input } }, result: answer(true) }]
    });
    const user = await fillAndContinue({ name: 'Ana Popescu', number: '000000042', email: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('region', { name: 'This order already has a withdrawal request' })).toHaveTextContent('It stands: there is nothing more to send.');
  });

  it('shows the store’s refusal (the period’s end, with its date) and goes back to the details kept', async () => {
    withExtension('default', true);
    const input = { order_number: '000000042', email: 'ana@example.com', name: 'Ana Popescu' };
    const refusal = new GraphQLError('Perioada de retragere pentru comanda 000000042 s-a încheiat pe 19 noiembrie 2026.', {
      extensions: { category: 'graphql-input', code: 'WITHDRAWAL_PERIOD_ENDED' }
    });
    renderWithProviders(<WithdrawalPage />, {
      route: '/retragere-din-contract',
      locale: 'ro-RO',
      messages: roMessages,
      mocks: [{ request: { query: RequestOrderWithdrawalDocument, variables: { input } }, result: { errors: [refusal] } }]
    });
    const user = await fillAndContinue(
      { name: 'Ana Popescu', number: '000000042', email: 'ana@example.com' },
      { name: 'Numele tău', number: 'Numărul comenzii', email: 'Adresa de e-mail folosită la comandă', next: 'Continuă' }
    );
    await user.click(screen.getByRole('button', { name: 'Confirmă retragerea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Perioada de retragere pentru comanda 000000042 s-a încheiat pe 19 noiembrie 2026.');
    await user.click(screen.getByRole('button', { name: 'Modifică datele' }));
    expect(screen.getByRole('textbox', { name: 'Numărul comenzii' })).toHaveValue('000000042');
  });

  it('opened from an order: filled in, and withdraws from the products ticked', async () => {
    withExtension('en_storeview', true);
    const input = { order_number: '000000042', email: 'ana@example.com', name: 'Ana Popescu', items: [{ order_item_uid: 'Mg==', quantity: 2 }] };
    renderWithProviders(<WithdrawalPage />, {
      route: { pathname: '/en/retragere-din-contract', state: { number: '000000042', email: 'ana@example.com', name: 'Ana Popescu', items: ITEMS } },
      mocks: [{ request: { query: RequestOrderWithdrawalDocument, variables: { input } }, result: answer(false, false) }]
    });
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('000000042');
    await user.click(screen.getByRole('radio', { name: 'Only the products ticked below' }));
    // None ticked: said, and no confirmation step.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the products you withdraw from, or choose the whole order.');
    await user.click(screen.getByRole('checkbox', { name: '2 × Ashwagandha 90 capsule' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Confirm your withdrawal' });
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('2 × Ashwagandha 90 capsule');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    const done = await screen.findByRole('region', { name: 'We received your withdrawal' });
    expect(within(done).getByRole('listitem')).toHaveTextContent('2 × Ashwagandha 90 capsule');
  });

  it('on a back end without the withdrawal function, sends the request as a contact message and keeps the page as proof', async () => {
    withExtension('en_storeview', false);
    const contact = jest.fn(() => ({ data: { contactUs: { __typename: 'ContactUsOutput', status: true } } }));
    renderWithProviders(<WithdrawalPage />, {
      route: '/en/retragere-din-contract',
      mocks: [
        {
          request: {
            query: WithdrawalByContactDocument,
            // The message names the request, the order, the shopper, the products and when it was sent.
            variables: (variables: { input: { name: string; email: string; comment: string } }) =>
              variables.input.name === 'Ana Popescu' &&
              variables.input.email === 'ana@example.com' &&
              /^Withdrawal from the contract \(OUG 34\/2014\)\nOrder number: 000000042\n.*\nProducts: The whole order\nSent on: /s.test(variables.input.comment)
          },
          result: contact
        }
      ]
    });
    const user = await fillAndContinue({ name: 'Ana Popescu', number: '000000042', email: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const done = await screen.findByRole('region', { name: 'We received your withdrawal' });
    expect(contact).toHaveBeenCalledTimes(1);
    expect(within(done).getByText(/Keep this page as proof of the date/)).toBeInTheDocument();
  });
});

describe('withdrawalModel', () => {
  it('reads the order a page handed over, ignoring what is not an item, or the link’s ?order=', () => {
    expect(withdrawalStart({ number: '#12', email: ' a@b.ro ', items: [ITEMS[0], { uid: 'x' }, { uid: 'y', name: 'Y', quantity: 0 }] }, new URLSearchParams())).toEqual({
      number: '12',
      email: 'a@b.ro',
      items: [ITEMS[0]]
    });
    expect(withdrawalStart(null, new URLSearchParams('order=000000042'))).toEqual({ number: '000000042' });
  });

  it('sends the whole order unless some items are ticked, and tells the retailer every fact on a line of its own', () => {
    const all = valuesFrom({ name: ' Ana ', number: '#42', email: 'a@b.ro', scope: 'some' }, []);
    expect(all).toEqual({ name: 'Ana', number: '42', email: 'a@b.ro', scope: 'all', items: [] });
    expect(withdrawalInput(all, ITEMS)).toEqual({ order_number: '42', email: 'a@b.ro', name: 'Ana' });
    const some = valuesFrom({ name: 'Ana', number: '42', email: 'a@b.ro', scope: 'some', item1: true }, ITEMS);
    expect(withdrawalInput(some, ITEMS)).toEqual({ order_number: '42', email: 'a@b.ro', name: 'Ana', items: [{ order_item_uid: 'Mg==', quantity: 2 }] });
    const labels = { heading: 'Withdrawal', order: 'Order', name: 'Name', email: 'E-mail', products: 'Products', wholeOrder: 'Whole order', sentAt: 'Sent' };
    expect(contactMessage(some, ITEMS, labels, '5 Dec 2026, 14:32').split('\n')).toEqual([
      'Withdrawal',
      'Order: 42',
      'Name: Ana',
      'E-mail: a@b.ro',
      'Products: 2 × Ashwagandha 90 capsule',
      'Sent: 5 Dec 2026, 14:32'
    ]);
  });
});
