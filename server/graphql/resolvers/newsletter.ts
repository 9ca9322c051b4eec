/** subscribeEmailToNewsletter (Magento's NewsletterGraphQl). */
import type { GraphQLContext } from '../context';
import { subscribeEmailToNewsletter } from '../../services/newsletter';

export default {
  Mutation: {
    subscribeEmailToNewsletter: (_: unknown, args: { email: string }, ctx: GraphQLContext) => subscribeEmailToNewsletter(ctx, args.email)
  }
};
