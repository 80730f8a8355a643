import { randomInt, randomUUID } from 'node:crypto';
import type { EventMetadata } from '@oj/events';
import { RoleCode } from '@oj/events';
import type { Services } from '../app/services';
import { hashPassword } from '../auth/passwords';
import { claimStreamId } from '../user/claimDecider';
import { claimName, runUserCommand } from '../user/userCommands';
import { seedDemoComments } from './demoComments';
import { seedDemoContest } from './demoContest';
import { seedDemoDiscussions } from './demoDiscussions';
import { seedDemoFinishedContest } from './demoFinishedContest';
import { seedDemoGroupContent } from './demoGroupContent';
import { seedDemoGroups } from './demoGroups';
import { seedDemoMessages } from './demoMessages';
import { seedDemoProblems } from './demoProblems';
import { seedDemoRanks } from './demoRanks';
import { seedDemoTrainings } from './demoTrainings';

interface DemoAccount {
  username: string;
  email: string;
  roleCode: number;
  password: string;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters with at least one letter and one digit, so it passes the site's own password rule. */
export function randomPassword(): string {
  for (;;) {
    const p = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(p) && /\d/.test(p)) return p;
  }
}

/**
 * First start only: the `root` super admin (password from ADMIN_PASSWORD, else random and printed
 * once) and a few ordinary users with random passwords. Never a fixed, well-known password.
 * Then the demo problems, a running demo contest (`demoContest.ts`) and a finished, sealed one for the
 * replay and the scroll board (`demoFinishedContest.ts`), a few discussions (`demoDiscussions.ts`) with comments
 * and replies (`demoComments.ts`), trainings (`demoTrainings.ts`), and the home page's exams and banners with a
 * week of practice for the rank lists (`demoRanks.ts`), an announcement and a notice (`demoMessages.ts`),
 * and a study group with its members and an application (`demoGroups.ts`).
 * Accounts, problems and contests that exist
 * already are left alone, so a restart changes nothing.
 */
export async function seedDemo(given: Services, adminPassword: string | undefined): Promise<DemoAccount[]> {
  // The seed runs once, before anyone is served, while every read model catches up at once (a busy machine,
  // a first start): its read-your-writes waits may take longer than a request's 5 s, and failing the seed
  // for that would leave a half-seeded product.
  const services: Services = {
    ...given,
    settled: (projection, position, timeoutMs) =>
      given.settled(projection, position, timeoutMs ?? SEED_SETTLE_MS),
  };
  const wanted: DemoAccount[] = [
    {
      username: 'root',
      email: 'root@example.com',
      roleCode: RoleCode.root,
      password: adminPassword || randomPassword(),
    },
    ...['alice', 'bob', 'carol'].map((username) => ({
      username,
      email: `${username}@example.com`,
      roleCode: RoleCode.user,
      password: randomPassword(),
    })),
  ];
  const created: DemoAccount[] = [];
  for (const account of wanted) {
    const claim = await services.store.readStream(claimStreamId('username', account.username));
    if (claim.length > 0) continue;
    await createAccount(services, account);
    created.push(account);
  }
  await seedDemoProblems(services, seedMetadata());
  await seedDemoContest(services, seedMetadata());
  await seedDemoFinishedContest(services, seedMetadata());
  const discussions = await seedDemoDiscussions(services, seedMetadata());
  await seedDemoComments(services, seedMetadata(), discussions);
  await seedDemoTrainings(services, seedMetadata());
  await seedDemoRanks(services, seedMetadata());
  await seedDemoMessages(services, seedMetadata());
  const gid = await seedDemoGroups(services, seedMetadata());
  if (gid !== undefined) await seedDemoGroupContent(services, seedMetadata(), gid);
  return created;
}

/** How long the seed waits for a read model to show one of its commands. */
const SEED_SETTLE_MS = 120_000;

function seedMetadata(): EventMetadata {
  return {
    actorUid: null,
    ip: null,
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  };
}

async function createAccount(services: Services, account: DemoAccount): Promise<void> {
  const metadata = seedMetadata();
  const uid = randomUUID().replaceAll('-', '');
  await claimName(services, metadata, 'Claim', 'username', account.username, uid);
  await claimName(services, metadata, 'Claim', 'email', account.email, uid);
  await runUserCommand(services, metadata, uid, {
    type: 'Register',
    uid,
    username: account.username,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    roleCode: account.roleCode,
  });
}
