// The member area (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): a user's projects, and the sums
// the dashboard, the workspace and the profile's stats show. Every method takes the owner's id
// from the session, never from a body: another user's project is "not found" (404), not
// "forbidden", so ids reveal nothing. A status change is told to the owner as a notification.
import {
  notificationTexts,
  projectStatusLabels,
  STORAGE_QUOTA_BYTES,
  type DashboardSummary,
  type Project,
  type ProjectInput,
  type ProjectList,
  type ProjectSort,
  type ProjectStatus,
  type Workspace,
} from '@brightlane/contract';
import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogPosts, projectDailyViews, projects, sessions, users } from '../db/schema.ts';
import type { NotificationsService } from './notifications.ts';

type ProjectRow = typeof projects.$inferSelect;

/** The UTC calendar day of a moment: '2026-11-25'. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Bytes a user keeps with us, by what holds them: projects' text and blog posts (the quota's use). */
export async function storageBytes(
  db: Db,
  userId: string,
): Promise<{ projects: number; posts: number; total: number }> {
  const [[projectBytes], [postBytes]] = await Promise.all([
    db
      .select({
        bytes: sql<string>`coalesce(sum(octet_length(${projects.name}) + octet_length(${projects.description})), 0)`,
      })
      .from(projects)
      .where(eq(projects.userId, userId)),
    db
      .select({
        bytes: sql<string>`coalesce(sum(octet_length(${blogPosts.title}) + octet_length(${blogPosts.content}) + coalesce(octet_length(${blogPosts.excerpt}), 0)), 0)`,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, userId)),
  ]);
  const bytes = {
    projects: Number(projectBytes?.bytes ?? 0),
    posts: Number(postBytes?.bytes ?? 0),
  };
  return { ...bytes, total: bytes.projects + bytes.posts };
}

export function toProject(row: ProjectRow): Project {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    revenue: row.revenueCents / 100,
    pages: row.pages,
  };
}

/** The columns of a validated input (the contract's defaults: 0 and ''). */
function columnsOf(input: ProjectInput) {
  return {
    name: input.name,
    description: input.description ?? '',
    status: input.status,
    views: input.views ?? 0,
    pages: input.pages ?? 0,
    revenueCents: Math.round((input.revenue ?? 0) * 100),
  };
}

const orders: Record<ProjectSort, SQL[]> = {
  updated: [desc(projects.updatedAt), desc(projects.id)],
  created: [desc(projects.createdAt), desc(projects.id)],
  name: [asc(sql`lower(${projects.name})`), asc(projects.id)],
  views: [desc(projects.views), desc(projects.id)],
  revenue: [desc(projects.revenueCents), desc(projects.id)],
};

/** Ids on the wire are strings of digits; anything else matches no project. */
const projectId = (id: string) => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined);

export interface Viewer {
  id: string;
  role: 'user' | 'staff';
}

export interface ProjectsService {
  list(
    userId: string,
    query: { status?: ProjectStatus; sort: ProjectSort; page: number; pageSize: number },
  ): Promise<ProjectList>;
  get(userId: string, id: string): Promise<Project | undefined>;
  create(userId: string, input: ProjectInput): Promise<Project>;
  /** Replaces the project; undefined when it is not the user's. */
  update(userId: string, id: string, input: ProjectInput): Promise<Project | undefined>;
  remove(userId: string, id: string): Promise<boolean>;
  dashboard(userId: string): Promise<DashboardSummary>;
  /** The workspace of `username` for its owner or staff; undefined for anyone else. */
  workspace(username: string, viewer: Viewer): Promise<Workspace | undefined>;
}

export function createProjectsService({
  db,
  notifications,
  deliver,
  now = () => new Date(),
}: {
  db: Db;
  notifications: NotificationsService;
  /** Sends queued e-mails after the commit (the accounts' deliverInBackground). */
  deliver: (mailIds: number[]) => void;
  /** The clock that dates the daily views snapshots (tests move it). Default: the system's. */
  now?: () => Date;
}): ProjectsService {
  const owned = (userId: string, id: number) =>
    and(eq(projects.userId, userId), eq(projects.id, id));

  /**
   * Today's (UTC) views total of a project, in the transaction that wrote it: the last write
   * of a day is that day's total, which /analytics reads (project_daily_views).
   */
  async function snapshotViews(tx: Db, projectId: number, views: number) {
    await tx
      .insert(projectDailyViews)
      .values({ projectId, day: utcDay(now()), views })
      .onConflictDoUpdate({
        target: [projectDailyViews.projectId, projectDailyViews.day],
        set: { views },
      });
  }

  /** Percent of the quota used, to two decimals, 0–100. */
  const storagePercent = (bytes: number) =>
    Math.min(100, Math.round((bytes / STORAGE_QUOTA_BYTES) * 10_000) / 100);

  async function totals(userId: string) {
    const [row] = await db
      .select({
        projects: count(),
        views: sql<string>`coalesce(sum(${projects.views}), 0)`,
        revenueCents: sql<string>`coalesce(sum(${projects.revenueCents}), 0)`,
        lastChange: max(projects.updatedAt),
      })
      .from(projects)
      .where(eq(projects.userId, userId));
    return {
      projects: row?.projects ?? 0,
      views: Number(row?.views ?? 0),
      revenue: Number(row?.revenueCents ?? 0) / 100,
      lastChange: row?.lastChange ?? null,
    };
  }

  return {
    async list(userId, { status, sort, page, pageSize }) {
      const where = and(
        eq(projects.userId, userId),
        status ? eq(projects.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(...orders[sort])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(projects).where(where),
      ]);
      return { projects: rows.map(toProject), total: total?.n ?? 0, page, pageSize };
    },

    async get(userId, id) {
      const key = projectId(id);
      if (key === undefined) return undefined;
      const [row] = await db.select().from(projects).where(owned(userId, key));
      return row && toProject(row);
    },

    async create(userId, input) {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(projects)
          .values({ userId, ...columnsOf(input) })
          .returning();
        if (!created) throw new Error('The project was not stored');
        await snapshotViews(tx, created.id, created.views);
        return created;
      });
      return toProject(row);
    },

    async update(userId, id, input) {
      const key = projectId(id);
      if (key === undefined) return undefined;
      const outcome = await db.transaction(async (tx) => {
        // Locked, so two saves at once each see the status the other left.
        const [before] = await tx
          .select({ status: projects.status, views: projects.views })
          .from(projects)
          .where(owned(userId, key))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(projects)
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(owned(userId, key))
          .returning();
        if (!row) return undefined;
        if (row.views !== before.views) await snapshotViews(tx, row.id, row.views);
        const mailIds =
          before.status === row.status
            ? []
            : await notifications.notify(tx, userId, {
                kind: 'project-status',
                text: notificationTexts.projectStatus(
                  row.name,
                  projectStatusLabels[row.status].toLowerCase(),
                ),
              });
        return { row, mailIds };
      });
      if (!outcome) return undefined;
      deliver(outcome.mailIds);
      return toProject(outcome.row);
    },

    async remove(userId, id) {
      const key = projectId(id);
      if (key === undefined) return false;
      const gone = await db
        .delete(projects)
        .where(owned(userId, key))
        .returning({ id: projects.id });
      return gone.length > 0;
    },

    async dashboard(userId) {
      const [sums, bytes] = await Promise.all([totals(userId), storageBytes(db, userId)]);
      return {
        projects: sums.projects,
        visitors: sums.views,
        storage: storagePercent(bytes.total),
        revenue: sums.revenue,
      };
    },

    async workspace(username, viewer) {
      const [owner] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.username, username.toLowerCase()));
      if (!owner || (owner.id !== viewer.id && viewer.role !== 'staff')) return undefined;
      const [sums, bytes, rows, [seen]] = await Promise.all([
        totals(owner.id),
        storageBytes(db, owner.id),
        db
          .select()
          .from(projects)
          .where(eq(projects.userId, owner.id))
          .orderBy(...orders.updated)
          .limit(100),
        db
          .select({ at: max(sessions.lastSeenAt) })
          .from(sessions)
          .where(eq(sessions.userId, owner.id)),
      ]);
      const candidates = [sums.lastChange, seen?.at ?? null].filter(
        (date): date is Date => date !== null,
      );
      const lastActive = candidates.length
        ? new Date(Math.max(...candidates.map((date) => date.getTime())))
        : null;
      return {
        username: owner.username,
        stats: {
          totalProjects: sums.projects,
          totalVisitors: sums.views,
          storageUsed: storagePercent(bytes.total),
          lastActive: lastActive?.toISOString() ?? null,
        },
        projects: rows.map((row) => ({
          id: String(row.id),
          name: row.name,
          lastModified: row.updatedAt.toISOString(),
          status: row.status,
          visitors: row.views,
          pages: row.pages,
        })),
      };
    },
  };
}
