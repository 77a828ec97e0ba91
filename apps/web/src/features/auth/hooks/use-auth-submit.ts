import { useState, type FormEvent } from 'react';

interface AuthSubmit {
  /** The form's own check; a message stops the submit and is shown. */
  check: () => string | undefined;
  /** The request and what follows it. */
  run: () => Promise<void>;
  /** The message shown when `run` fails. */
  failed: (failure: unknown) => string;
  /** Success leaves the page: the form stays disabled until it has gone. */
  leaves?: boolean;
}

/** The busy flag and the error of an auth form around its one submit. */
export function useAuthSubmit({ check, run, failed, leaves = false }: AuthSubmit) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = check();
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await run();
      if (!leaves) setBusy(false);
    } catch (failure) {
      setError(failed(failure));
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
