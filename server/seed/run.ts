import { buildApp } from '../app';
import { loadConfig } from '../config';

// Starting the app migrates the database and seeds it when empty; nothing listens.
const app = await buildApp(loadConfig(process.env, { seedDemoData: true }));
await app.close();
