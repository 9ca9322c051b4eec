/** robotsConfig (PWA Studio's module) and recaptchaV3Config (Magento's security package). */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { DEFAULT_ROBOTS, robotsRules } from '../../services/robots';
import { RECAPTCHA_V3_DISABLED } from '../../services/recaptcha';

/** mercurius puts the Fastify instance on the context; its http.Server names the robots rules. */
type Ctx = GraphQLContext & { app?: { server?: object } };

export default {
  Query: {
    robotsConfig: async (_root: unknown, _args: unknown, ctx: Ctx) => {
      addCacheTags(ctx, 'store_config');
      return { defaultRobots: DEFAULT_ROBOTS, customInstructions: await robotsRules(ctx.app?.server) };
    },
    recaptchaV3Config: (_root: unknown, _args: unknown, ctx: Ctx) => {
      addCacheTags(ctx, 'store_config');
      return RECAPTCHA_V3_DISABLED;
    }
  }
};
