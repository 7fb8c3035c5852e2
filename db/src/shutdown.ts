/** Where shutdown reports: pino's logger fits. */
export interface ShutdownLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** One part of a process to stop (a gateway, the relay, a queue, the HTTP server, the database). */
export interface ShutdownStep {
  name: string;
  run(): unknown;
  /** How long this step may take before the next one starts anyway (default 5 s). */
  deadlineMs?: number;
}

/**
 * Runs the steps in order, each within its deadline: a step that fails or outlives its deadline
 * is logged and left behind, and the next one starts. Resolves once every step finished or was
 * left behind, with whether all finished; never rejects and never waits past the deadlines, so a
 * stuck database (or Redis, or socket) cannot keep a stop from finishing.
 */
export async function runShutdown(steps: ShutdownStep[], log?: ShutdownLog): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    const deadlineMs = step.deadlineMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      Promise.resolve()
        .then(() => step.run())
        .then(
          () => 'done' as const,
          (err: unknown) => err,
        ),
      new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    if (outcome === 'done') continue;
    clean = false;
    if (outcome === 'late')
      log?.warn(
        { step: step.name, deadlineMs },
        `stopping: ${step.name} did not finish within ${deadlineMs} ms; going on`,
      );
    else
      log?.warn(
        { step: step.name, err: (outcome as Error)?.message ?? String(outcome) },
        `stopping: ${step.name} failed; going on`,
      );
  }
  return clean;
}

/** Options of `exitOnStopSignals`. */
export interface StopSignalOptions {
  /** Past this, the process exits whatever is still running (default 30 s). */
  hardDeadlineMs?: number;
  /** Also says "stopping" and "stopped" in plain words (a quiet terminal). */
  announce?: (line: string) => void;
  /**
   * A signal this soon after the first is the same stop delivered twice and is ignored (default
   * 2 s): Ctrl+C or a service manager signals the process group, so `npm start`'s child gets one
   * from the terminal and one forwarded by npm.
   */
  repeatWindowMs?: number;
}

/**
 * Stops the process on SIGINT or SIGTERM: runs `stop` (whose steps have their own deadlines), then
 * exits; past the hard deadline it exits anyway. A signal within `repeatWindowMs` of the first is
 * the same stop (ignored); a later one exits at once (the jobs are durable: nothing committed is lost).
 */
export function exitOnStopSignals(
  stop: () => Promise<unknown>,
  log: ShutdownLog & { error(obj: object, msg: string): void },
  options: StopSignalOptions = {},
): void {
  const hardDeadlineMs = options.hardDeadlineMs ?? 30_000;
  const repeatWindowMs = options.repeatWindowMs ?? 2000;
  let stoppingSince: number | null = null;
  const exit = (code: number, line: string) => {
    options.announce?.(line);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stoppingSince !== null) {
        if (Date.now() - stoppingSince < repeatWindowMs) {
          log.info({ signal }, 'stop signal again (the same stop sent to the process group): still stopping');
          return;
        }
        log.warn({ signal }, 'second stop signal: exiting now');
        exit(1, 'Stopped (second signal).');
        return;
      }
      stoppingSince = Date.now();
      log.info({ signal }, 'stopping');
      options.announce?.('Stopping…');
      setTimeout(() => {
        log.error({ hardDeadlineMs }, `stopping took over ${hardDeadlineMs} ms; exiting now`);
        exit(1, 'Stopped (not everything finished in time).');
      }, hardDeadlineMs).unref();
      void stop().then(
        (clean) => {
          log.info({ clean: clean !== false }, 'stopped');
          exit(
            0,
            clean === false ? 'Stopped (some parts did not finish in time; see the warnings above).' : 'Stopped.',
          );
        },
        (err: unknown) => {
          log.error({ err: (err as Error)?.message }, 'stopping failed; exiting');
          exit(1, 'Stopped after an error.');
        },
      );
    });
  }
}
