import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; the reference's unsalted MD5 is not an option). */
export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hash('decoy-password-1');
  await passwordMatches(await decoy, password);
}
