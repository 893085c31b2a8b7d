/** One command-line flag of a script: `--flag value` or `--flag=value`, read when asked for. */
export interface Flag {
  flag: string;
  /** The whole argument as typed (for error messages). */
  argument: string;
  /** The flag's value (the next argument when not given inline). */
  text(): string;
  /** The flag's value as a whole number of at least 1. */
  wholeNumber(): number;
}

/** The flags of a script's arguments, in order; `--help` prints the usage and exits. */
export function* flagsOf(argv: string[], usage: string): Generator<Flag> {
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [flag = '', inline] = argument.split('=', 2);
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const text = () => inline ?? argv[(index += 1)] ?? '';
    const wholeNumber = () => {
      const raw = text();
      const number = Number(raw);
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number (got '${raw}')\n${usage}`);
      return number;
    };
    yield { flag, argument, text, wholeNumber };
  }
}
