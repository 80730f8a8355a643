import { Button, Flex } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { LiveSource } from '@/lib/liveSource';
import { useVirtualClock, useVirtualParticipation, VirtualClockBar } from './VirtualContest';

/**
 * Above a virtual participant's problem: their own clock and the contest's other problems (A/B/C); the
 * problem page's back link leads to the virtual page.
 */
export function VirtualProblemHeader(props: {
  cid: number;
  displayId: string;
  live: LiveSource;
  problemHref: (displayId: string) => string;
}) {
  const { data } = useVirtualParticipation(props.cid, props.live);
  const clock = useVirtualClock(data);
  return (
    <Flex direction="column" gap="2" className="virtual-problem-header">
      {clock ? <VirtualClockBar clock={clock} /> : null}
      <Flex align="center" gap="2" wrap="wrap">
        {data?.problems.map((p) => (
          <Button
            key={p.displayId}
            asChild
            size="1"
            variant={p.displayId === props.displayId ? 'solid' : 'soft'}
            title={p.displayTitle}
          >
            <Link to={props.problemHref(p.displayId)}>{p.displayId}</Link>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

/** Whether the participant's window is open now (undefined while unknown): the submit button follows it. */
export function useVirtualWindow(cid: number, live: LiveSource): boolean | undefined {
  const { data } = useVirtualParticipation(cid, live);
  const clock = useVirtualClock(data);
  if (!data) return undefined;
  return clock?.running ?? false;
}
