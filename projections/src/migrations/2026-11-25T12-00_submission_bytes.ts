import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has run; add a new one.
// Program text is bytes (the program text codec of @oj/events): code, compiler messages, the judge's
// reasons, case output and checker feedback may hold NUL or invalid UTF-8, which a text column refuses.
// The rows' text so far is valid UTF-8, so converting keeps every row as it was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table submissions
      alter column code type bytea using convert_to(code, 'UTF8'),
      alter column error_message drop default,
      alter column error_message type bytea using convert_to(error_message, 'UTF8'),
      alter column error_message set default ''::bytea,
      alter column system_error type bytea using convert_to(system_error, 'UTF8')`.execute(db);
  await sql`
    alter table submission_cases
      alter column user_output type bytea using convert_to(user_output, 'UTF8'),
      alter column message type bytea using convert_to(message, 'UTF8')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Bytes that are not UTF-8 (or NUL) cannot go back to text: such rows are lost to a rebuild.
  await sql`
    alter table submissions
      alter column code type text using convert_from(code, 'UTF8'),
      alter column error_message drop default,
      alter column error_message type text using convert_from(error_message, 'UTF8'),
      alter column error_message set default '',
      alter column system_error type text using convert_from(system_error, 'UTF8')`.execute(db);
  await sql`
    alter table submission_cases
      alter column user_output type text using convert_from(user_output, 'UTF8'),
      alter column message type text using convert_from(message, 'UTF8')`.execute(db);
}
