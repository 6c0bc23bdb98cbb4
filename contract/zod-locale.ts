import { z } from 'zod';

// Every message a user can see is Vietnamese, including zod's defaults for rules a schema
// does not word itself; browser forms and server routes both load the contract, so both get it.
z.config(z.locales.vi());
