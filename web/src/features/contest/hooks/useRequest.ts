import { useEffect, useEffectEvent, useState } from 'react';
import { toError } from '@/lib/guards';

export interface RequestState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

/** Runs `load` whenever `key` changes, keeping the last data while the next one loads. */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ data: undefined, error: undefined, loading: true });
  const run = useEffectEvent(load);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    run(controller.signal).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (thrown: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error: toError(thrown), loading: false }));
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
