// `npm run leads`: the stored leads, for the agency until its staff screens exist.
//   npm run leads                    the latest 10 quotes, contact messages and applications
//   npm run leads -- --limit 50      the latest 50 of each
//   npm run leads -- --json          every lead, one JSON object a line, with a `kind` field
// The database is the server's (DATABASE_URL, else PGlite in DATA_DIR/db). PGlite is one
// process's database, so while the server runs the script asks it over its control socket
// (DATA_DIR/api.sock) instead of opening the files a second time.
import { createInterface } from 'node:readline';
import {
  businessTypeLabels,
  careerPositionLabels,
  projectGoalLabels,
  projectScopeLabels,
} from '@brightlane/contract';
import { controlRequest } from '../control-socket.ts';
import type { Database } from '../db/client.ts';
import {
  allLeads,
  latestLeads,
  type LatestLeads,
  type LeadRecord,
} from '../services/lead-report.ts';
import { openServerData } from './server-data.ts';
import { cell, countOption, formatTable, localTime } from './table.ts';

export interface LeadSource {
  latest(limit: number): Promise<LatestLeads>;
  all(): AsyncIterable<LeadRecord>;
  close(): Promise<void>;
}

function databaseSource(database: Database, release?: () => void): LeadSource {
  return {
    latest: (limit) => latestLeads(database.db, limit),
    all: () => allLeads(database.db),
    close: async () => {
      await database.close();
      release?.();
    },
  };
}

function controlSource(socket: string): LeadSource {
  return {
    async latest(limit) {
      const res = await controlRequest(socket, `/leads/latest?limit=${limit}`);
      let body = '';
      for await (const chunk of res) body += String(chunk);
      return JSON.parse(body) as LatestLeads;
    },
    async *all() {
      const res = await controlRequest(socket, '/leads/all');
      for await (const line of createInterface({ input: res, crlfDelay: Infinity })) {
        if (line) yield JSON.parse(line) as LeadRecord;
      }
    },
    close: async () => {},
  };
}

/** The server's database, or the running server's socket; a string says why there is none. */
export function openLeadSource(env: NodeJS.ProcessEnv): Promise<LeadSource | string> {
  return openServerData<LeadSource>(env, { database: databaseSource, socket: controlSource });
}

const label = (labels: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key] : key;

function statusText(lead: LeadRecord): string {
  return [lead.status, lead.flaggedSpam ? 'spam' : '', lead.handledAt ? 'handled' : '']
    .filter(Boolean)
    .join(', ');
}

function section(title: string, headers: string[], rows: string[][]): string {
  if (rows.length === 0) return `${title}: none yet`;
  return `${title} (latest ${rows.length}, newest first)\n${formatTable(headers, rows)}`;
}

export function formatLatest(leads: LatestLeads): string {
  const quotes = leads.quotes.map((q) => [
    String(q.id),
    localTime(q.createdAt),
    statusText(q),
    cell(q.name, 24),
    cell(q.email, 32),
    cell(q.phone, 16),
    cell(
      `${label(projectGoalLabels, q.projectGoal)} · ${label(businessTypeLabels, q.businessType)} · ${label(projectScopeLabels, q.projectScope)}`,
      50,
    ),
    cell(q.message, 40),
  ]);
  const contacts = leads.contacts.map((m) => [
    String(m.id),
    localTime(m.createdAt),
    statusText(m),
    cell(m.name, 24),
    cell(m.email, 32),
    cell(m.phone, 16),
    cell(m.message, 60),
  ]);
  const applications = leads.applications.map((a) => [
    String(a.id),
    localTime(a.createdAt),
    statusText(a),
    cell(label(careerPositionLabels, a.position), 28),
    cell(a.name, 24),
    cell(a.email, 32),
    cell(a.phone, 16),
    cell(a.github, 32),
    a.cv ? cell(`${a.cv.filename ?? 'cv'} (${Math.ceil(a.cv.size / 1024)} KB)`, 36) : '',
  ]);
  return [
    section(
      'Quotes',
      ['#', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Project', 'Message'],
      quotes,
    ),
    section(
      'Contact messages',
      ['#', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Message'],
      contacts,
    ),
    section(
      'Applications',
      ['#', 'Received', 'Status', 'Position', 'Name', 'Email', 'Phone', 'GitHub', 'CV'],
      applications,
    ),
  ].join('\n\n');
}

const USAGE = 'Usage: npm run leads [-- --limit N | --json]';

/** Runs the command, writing its output through `write`. */
export async function runLeads(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  write: (text: string) => void,
): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    write(`${USAGE}\n`);
    return;
  }
  const limit = countOption(argv, 'limit', 10);
  const source = await openLeadSource(env);
  if (typeof source === 'string') {
    if (!argv.includes('--json')) write(`${source}\n`);
    return;
  }
  try {
    if (argv.includes('--json')) {
      for await (const lead of source.all()) write(`${JSON.stringify(lead)}\n`);
    } else {
      write(`${formatLatest(await source.latest(limit))}\n`);
    }
  } finally {
    await source.close();
  }
}
