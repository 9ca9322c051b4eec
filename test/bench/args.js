// The command line of the bench's per-route tools: the URL, `--name value` options and `--name` flags.
function commandLine(argv = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : fallback;
  };
  return { args: argv, url: argv.find((arg) => /^https?:/.test(arg)), option, flag: (name) => argv.includes(name) };
}

module.exports = { commandLine };
