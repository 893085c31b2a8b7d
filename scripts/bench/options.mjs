// Command-line options of `npm run bench -- …`.
export const usage = `npm run bench [-- options]
  --routes /,/contact     first load (and Lighthouse) only for these routes of the route table
                          (default: first load on every public route, Lighthouse on its 7 pages)
  --skip-build            use the current builds (no turbo build)
  --skip-lighthouse       no Lighthouse runs
  --skip-switch           no admin-shell switch timings
  --skip-api              no api benchmark on PostgreSQL
  --lighthouse-runs N     Lighthouse runs per page and site (default 3; the median run is kept)
  --switch-runs N         repetitions of the switch timings (default 5; medians are kept)
  --port N                ports of the prerendered site (N) and the client-rendered site (N+1) (default 8501)

The quick comparison of the public pages: npm run bench -- --skip-switch --skip-api`;

/** @param {string[]} argv */
export function parseOptions(argv) {
  const options = {
    routes: /** @type {string[] | null} */ (null),
    build: true,
    lighthouse: true,
    switch: true,
    api: true,
    lighthouseRuns: 3,
    switchRuns: 5,
    port: 8501,
  };
  const count = (flag, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive whole number`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--routes':
        options.routes = String(value() ?? '')
          .split(',')
          .map((path) => path.trim())
          .filter(Boolean);
        if (options.routes.length === 0) throw new Error('--routes needs a comma-separated list of paths');
        break;
      case '--skip-build':
        options.build = false;
        break;
      case '--skip-lighthouse':
        options.lighthouse = false;
        break;
      case '--skip-switch':
        options.switch = false;
        break;
      case '--skip-api':
        options.api = false;
        break;
      case '--lighthouse-runs':
        options.lighthouseRuns = count(flag, value());
        break;
      case '--switch-runs':
        options.switchRuns = count(flag, value());
        break;
      case '--port':
        options.port = count(flag, value());
        break;
      case '--help':
      case '-h':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${argv[i]}\n${usage}`);
    }
  }
  return options;
}
