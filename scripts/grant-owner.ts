/**
 * Makes the first owner of a Firebase project. The Team page lets only the owner add staff, so
 * the first owner is made here, by someone holding the project's credentials (docs/back-office.md):
 *
 *   npx tsx scripts/grant-owner.ts --project <project-id> --email <e-mail>
 *
 * It runs with Application Default Credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS naming a service account key) of an account that may manage the
 * project's users and write its Firestore. The person must have signed up in the shop first. It
 * sets their `role` claim to owner, writes their team record `staffMembers/{uid}` and sets their
 * `Users/{uid}` role to owner, with the Team page's own code (functions/src/staff/team.ts).
 */
import { pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { addStaffSchema } from '@model/staff/requests';
import { Refusal } from '../functions/src/core/refusal';
import { grantOwner } from '../functions/src/staff/team';

export const usage =
  'Usage: npx tsx scripts/grant-owner.ts --project <project-id> --email <e-mail>';

/** `--project` and `--email`, each as `--name value` or `--name=value`; throws what is missing. */
export function readArguments(argv: readonly string[]): { projectId: string; email: string } {
  const value = (name: string): string => {
    const inline = argv.find((argument) => argument.startsWith(`--${name}=`));
    if (inline !== undefined) return inline.slice(name.length + 3).trim();
    const index = argv.indexOf(`--${name}`);
    const next = index >= 0 ? argv[index + 1] : undefined;
    return next === undefined || next.startsWith('--') ? '' : next.trim();
  };
  // Never a default project: an owner made in the wrong project is a stranger's.
  const projectId = value('project');
  if (!projectId) throw new Error(`Name the Firebase project with --project.\n${usage}`);
  const email = addStaffSchema.safeParse({ email: value('email') });
  if (!email.success) {
    throw new Error(`Name the e-mail they signed up with, with --email.\n${usage}`);
  }
  return { projectId, email: email.data.email };
}

/** Runs with these arguments; answers the process's exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let projectId: string;
  let email: string;
  try {
    ({ projectId, email } = readArguments(argv));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const app = initializeApp({ credential: applicationDefault(), projectId }, 'grant-owner');
  try {
    const { member, hasUsersRecord } = await grantOwner(
      { db: getFirestore(app), auth: getAuth(app) },
      email,
    );
    console.info(
      [
        `${member.name} <${member.email}> (uid ${member.uid}) is now the owner of ${projectId}:`,
        '- their role claim is owner;',
        `- their team record staffMembers/${member.uid} is written;`,
        hasUsersRecord
          ? `- their Users/${member.uid} role is owner.`
          : `- they have no Users/${member.uid} record, so none was changed.`,
        'They open the back office (/staff) once they sign out and sign in again.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(
      error instanceof Refusal && error.code === 'not-found'
        ? `No one has signed up with ${email} in ${projectId}: ask them to sign up in the shop first, then run this again.`
        : `The owner could not be made: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
