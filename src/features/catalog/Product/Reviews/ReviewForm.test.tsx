import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import ReviewForm from './ReviewForm';
import { CreateProductReviewDocument, GetProductReviewRatingsMetadataDocument } from './reviews.generated';

const metadataMock = {
  request: { query: GetProductReviewRatingsMetadataDocument },
  result: {
    data: {
      productReviewRatingsMetadata: {
        __typename: 'ProductReviewRatingsMetadata',
        items: [
          {
            __typename: 'ProductReviewRatingMetadata',
            id: 'MQ==',
            name: 'Quality',
            values: [1, 2, 3, 4, 5].map((value) => ({ __typename: 'ProductReviewRatingValueMetadata', value_id: `v${value}`, value: String(value) }))
          }
        ]
      }
    }
  }
};

describe('ReviewForm', () => {
  it('requires nickname, summary, text and each rating, then shows the moderation message', async () => {
    const createMock = {
      request: {
        query: CreateProductReviewDocument,
        variables: { input: { sku: 'SKU-1', nickname: 'Ana', summary: 'Great', text: 'Tastes good.', ratings: [{ id: 'MQ==', value_id: 'v5' }] } }
      },
      result: { data: { createProductReview: { __typename: 'CreateProductReviewOutput', review: { __typename: 'ProductReview', nickname: 'Ana', summary: 'Great' } } } }
    };
    renderWithProviders(<ReviewForm sku="SKU-1" />, { mocks: [metadataMock, createMock] });
    await screen.findByRole('group', { name: 'Quality' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Please choose a rating.')).toBeInTheDocument();
    // The first field in page order, the first rating, gets the focus.
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.queryByText('Please choose a rating.')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quality' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'Great');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Tastes good.');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You submitted your review for moderation.');
    // The form's submit button is gone: focus moves to the message.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('waits for its rating categories before showing any field', async () => {
    renderWithProviders(<ReviewForm sku="SKU-1" />, { mocks: [{ ...metadataMock, delay: 50 }] });
    expect(screen.getByText('Loading the review form…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Quality' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the review form…')).not.toBeInTheDocument();
  });

  it('shows the server error', async () => {
    const failing = {
      request: { query: CreateProductReviewDocument, variables: { input: { sku: 'SKU-1', nickname: 'Ana', summary: 'S', text: 'T', ratings: [] } } },
      result: { errors: [{ message: 'Product reviews are disabled' }] }
    };
    // Without its rating categories (their request failed) the form still shows.
    renderWithProviders(<ReviewForm sku="SKU-1" />, { mocks: [failing] });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nickname' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), 'S');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'T');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product reviews are disabled');
  });
});
