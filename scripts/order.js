#!/usr/bin/env node
// npm run order -- --status <paid|shipped|complete|canceled> <order number> [--tracking NUMBER] [--data-dir DIR]
// npm run order -- --withdrawal <received|refunded> <order number> [--data-dir DIR]
// npm run order -- --show <order number> [--data-dir DIR]
// Moves an order along without an admin panel: sets its status, credits its reward points once paid,
// writes its invoice once paid and its shipment once shipped (with the parcel's tracking number when
// --tracking gives it), returns a canceled order's stock and queues the status mail to the shopper
// (see /dev/outbox). --withdrawal moves the order's withdrawal request: the goods are back (received)
// or the money is refunded (refunded), with a mail to the shopper. Each prints the order afterwards:
// its status, delivery and withdrawal period, its withdrawal and its status history (--show only prints).
// On the embedded PGlite store the server must be stopped first (PGlite serves one process); on
// PostgreSQL (DATABASE_URL) it runs beside the servers.
const { requireServer, loadStoreConfig, openStoreDb, refuseRunningEmbeddedServer, runScript } = require('./store-db');

const USAGE = [
  'usage: npm run order -- --status <paid|shipped|complete|canceled> <order number> [--tracking NUMBER] [--data-dir DIR]',
  '       npm run order -- --withdrawal <received|refunded> <order number> [--data-dir DIR]',
  '       npm run order -- --show <order number> [--data-dir DIR]'
].join('\n');

function parseArgs(argv) {
  const options = { status: undefined, withdrawal: undefined, show: false, number: undefined, dataDir: undefined, tracking: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--status') options.status = argv[(i += 1)];
    else if (arg === '--withdrawal') options.withdrawal = argv[(i += 1)];
    else if (arg === '--show') options.show = true;
    else if (arg === '--data-dir') options.dataDir = argv[(i += 1)];
    else if (arg === '--tracking') options.tracking = argv[(i += 1)];
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (!arg.startsWith('--') && options.number === undefined) options.number = arg;
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  const actions = [options.status, options.withdrawal, options.show || undefined].filter((action) => action !== undefined);
  if (actions.length !== 1 || !options.number) throw new Error(USAGE);
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadStoreConfig(options.dataDir);
  const { changeOrderStatus, ORDER_STEPS } = requireServer('services', 'orderStatus.js');
  const { describeOrder, moveWithdrawal, WITHDRAWAL_STEPS } = requireServer('services', 'withdrawal.js');
  if (config.magentoBackendUrl) throw new Error('MAGENTO_BACKEND_URL is set: orders live in that Magento, change them there');
  if (options.status !== undefined && !Object.keys(ORDER_STEPS).includes(options.status)) throw new Error(`--status must be one of ${Object.keys(ORDER_STEPS).join(', ')}, got "${options.status}"`);
  if (options.withdrawal !== undefined && !Object.keys(WITHDRAWAL_STEPS).includes(options.withdrawal)) {
    throw new Error(`--withdrawal must be one of ${Object.keys(WITHDRAWAL_STEPS).join(', ')}, got "${options.withdrawal}"`);
  }
  await refuseRunningEmbeddedServer(config);
  const db = await openStoreDb(config);
  try {
    if (options.status !== undefined) {
      const change = await changeOrderStatus(db, options.number, options.status, { origin: config.publicBaseUrl, trackingNumber: options.tracking });
      console.log(`order ${change.number}: ${change.from} → ${change.to}` +
        (change.creditedPoints ? `, ${change.creditedPoints} reward points credited` : '') +
        (change.invoice ? `, invoice ${change.invoice}` : '') +
        (change.shipment ? `, shipment ${change.shipment}` : '') + `; status mail queued to ${change.mailedTo}`);
    }
    if (options.withdrawal !== undefined) {
      const change = await moveWithdrawal(db, options.number, options.withdrawal);
      console.log(`withdrawal ${change.reference}: ${change.from} → ${change.to}; mail queued to ${change.mailedTo}`);
    }
    console.log((await describeOrder(db, options.number)).join('\n'));
  } finally {
    await db.close();
  }
}

runScript(main);
