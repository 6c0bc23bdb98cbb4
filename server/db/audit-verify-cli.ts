// `npm run audit:verify`: checks the audit log's hash chain in the database the server would open
// (DATABASE_URL, else the embedded one in DATA_DIR); exits 1 at the first edited or missing row.
import { format, messages } from '../../contract/messages';
import { loadConfig } from '../config';
import { verifyAuditChain } from '../services/audit';
import { openDatabase } from './client';

// A given jwtSecret keeps loadConfig from writing a session secret into the data folder.
const config = loadConfig(process.env, { jwtSecret: 'not-used-by-audit-verify-not-used-by-audit' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await verifyAuditChain(database.db);
  if (result.firstBroken === null) {
    console.info(format(messages.audit.chainOk, { count: result.checked }));
  } else {
    const template = result.firstBroken.reason === 'edited' ? messages.audit.chainEdited : messages.audit.chainMissing;
    console.error(format(template, { seq: result.firstBroken.seq }));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
