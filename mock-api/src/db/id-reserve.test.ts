import { quotes } from './schema.ts';
import type { Database } from './client.ts';
import { openTestDatabase } from '../test/database.ts';
import { createIdReserve } from './id-reserve.ts';

describe('createIdReserve', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('given callers at once, should hand each a different id, in order, fetching blocks as they run out', async () => {
    const reserve = createIdReserve(database.db, quotes, 4);
    const ids = await Promise.all(Array.from({ length: 10 }, () => reserve.next()));
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('given two reserves on one sequence (two processes), should never hand out the same id', async () => {
    const first = createIdReserve(database.db, quotes, 3);
    const second = createIdReserve(database.db, quotes, 3);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await first.next(), await second.next());
    expect(new Set(ids).size).toBe(14);
  });

  it('given a reserved id, should leave it free for its own insert (the identity never hands it out)', async () => {
    const reserve = createIdReserve(database.db, quotes, 2);
    const id = await reserve.next();
    const [row] = await database.db
      .insert(quotes)
      .overridingSystemValue()
      .values({
        id,
        projectGoal: 'website',
        businessType: 'retail',
        projectScope: 'small',
        name: 'Ada',
        email: 'ada@example.com',
        clientTimestamp: new Date(),
        clientIp: '127.0.0.1',
      })
      .returning({ id: quotes.id });
    const [byDefault] = await database.db
      .insert(quotes)
      .values({
        projectGoal: 'website',
        businessType: 'retail',
        projectScope: 'small',
        name: 'Grace',
        email: 'grace@example.com',
        clientTimestamp: new Date(),
        clientIp: '127.0.0.1',
      })
      .returning({ id: quotes.id });
    expect(row?.id).toBe(id);
    expect(byDefault?.id).toBeGreaterThan(id + 1);
  });
});
