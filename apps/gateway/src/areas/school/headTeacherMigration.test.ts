// A class's head teacher was a name typed in; the migration that makes it a teacher of the
// organisation keeps the name's meaning where it has exactly one, and drops it where it could be
// anyone or no one. Run on the demo data as the schema before it held them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseAtFixture, earlierDatabases, migrationJournal } from '../../testing/migrations.ts';

/** How many migrations the schema had before the head teacher became a teacher. */
function migrationsBefore(): number {
  const entry = migrationJournal().entries.find((one) => one.tag.endsWith('_class_head_teacher'));
  if (!entry) throw new Error('no head teacher migration in the journal');
  return entry.idx;
}

describe.each(earlierDatabases())('the head teacher by name, migrated on $name', ({ open }) => {
  it("becomes the organisation's only teacher of that name, and no one when the name is shared or unknown", async () => {
    const earlier = await databaseAtFixture(open, migrationsBefore());
    try {
      const { db } = earlier.database;
      // 刘老师 takes 张老师's name, so that two teachers of the school answer to it.
      await db.execute(sql`update person set name = '张老师' where account_num = 'k12teacher2'`);
      await db.execute(sql`update school_class set head_teacher_name = case name
      when '一年级1班' then ' 陈老师 ' when '二年级1班' then '张老师' when '三年级1班' then '孙老师' else '' end`);

      await earlier.migrateAll();
      const result = await db.execute(sql`select c.name, p.account_num from school_class c
        left join teacher t on t.id = c.head_teacher_id left join account a on a.id = t.account_id
        left join person p on p.id = a.person_id where c.name in ('一年级1班', '二年级1班', '三年级1班', '四年级1班')
        order by c.name`);
      const rows = (result as unknown as { rows: Array<{ name: string; account_num: string | null }> }).rows;
      expect(Object.fromEntries(rows.map((row) => [row.name, row.account_num]))).toEqual({
        一年级1班: 'multiuser',
        二年级1班: null,
        三年级1班: null,
        四年级1班: null,
      });
    } finally {
      await earlier.database.close();
    }
  });
});
