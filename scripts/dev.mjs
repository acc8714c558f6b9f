#!/usr/bin/env node
// `npm run dev`: the API with reload on :3001 and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'mock-api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', SERVE_SITE: 'false' },
  }),
  spawn('npx', ['vite'], { cwd: join(root, 'site'), stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((c) => c.kill(signal)));
