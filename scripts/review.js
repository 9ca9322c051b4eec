#!/usr/bin/env node
// npm run review -- --pending [--data-dir DIR]
// npm run review -- --approve <review id> [--data-dir DIR]
// npm run review -- --reject <review id> [--data-dir DIR]
// Moderates product reviews without an admin panel. A review written in the shop (createProductReview)
// is saved pending: nobody but its author (in their account) sees it until the retailer approves it.
// --pending lists the reviews waiting, oldest first, with their ids; --approve shows one on its product
// in its store view and counts it in the product's rating; --reject takes one off (approved before or
// not). Each change prints the review and whether its author is a verified buyer.
// On the embedded PGlite store the server must be stopped first (PGlite serves one process); on
// PostgreSQL (DATABASE_URL) it runs beside the servers, whose listings reload within seconds.
const { requireServer, loadStoreConfig, openStoreDb, refuseRunningEmbeddedServer, runScript } = require('./store-db');

const USAGE = [
  'usage: npm run review -- --pending [--data-dir DIR]',
  '       npm run review -- --approve <review id> [--data-dir DIR]',
  '       npm run review -- --reject <review id> [--data-dir DIR]'
].join('\n');

function parseArgs(argv) {
  const options = { action: undefined, id: undefined, dataDir: undefined };
  const setAction = (action) => {
    if (options.action !== undefined) throw new Error(`one of --pending, --approve, --reject\n${USAGE}`);
    options.action = action;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--pending') setAction('pending');
    else if (arg === '--approve') setAction('approved');
    else if (arg === '--reject') setAction('rejected');
    else if (arg === '--data-dir') options.dataDir = argv[(i += 1)];
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (/^\d+$/.test(arg) && options.id === undefined) options.id = Number(arg);
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  if (options.action === undefined || (options.action === 'pending') !== (options.id === undefined)) throw new Error(USAGE);
  return options;
}

const describeReview = (review) =>
  `review ${review.review_id} (${review.store_code}, ${review.created_at} UTC) of ${review.sku} by "${review.nickname}"` +
  `${review.customer_id === null ? ', a guest' : ', a customer'}${review.verified_buyer ? ', verified buyer' : ''}: "${review.summary}"`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadStoreConfig(options.dataDir);
  const { moderateReview, pendingReviews } = requireServer('services', 'review.js');
  if (config.magentoBackendUrl) throw new Error('MAGENTO_BACKEND_URL is set: reviews live in that Magento, moderate them there');
  await refuseRunningEmbeddedServer(config);
  const db = await openStoreDb(config);
  try {
    if (options.action === 'pending') {
      const reviews = await pendingReviews(db);
      if (!reviews.length) console.log('No review is waiting for moderation.');
      for (const review of reviews) console.log(`${describeReview(review)}\n    ${review.text.replace(/\s+/g, ' ')}`);
    } else {
      const decision = await moderateReview(db, options.id, options.action);
      console.log(decision.from === decision.to ? `${describeReview(decision.review)}: already ${decision.to}` : `${describeReview(decision.review)}: ${decision.from} → ${decision.to}`);
    }
  } finally {
    await db.close();
  }
}

runScript(main);
