/** contactUs (Magento's ContactGraphQl). */
import type { GraphQLContext } from '../context';
import { contactUs, type ContactUsInput } from '../../services/contact';

export default {
  Mutation: {
    contactUs: (_: unknown, args: { input: ContactUsInput }, ctx: GraphQLContext) => contactUs(ctx, args.input)
  }
};
