/** The address of a credit account's statement. */
export const statementHref = (creditAccountId: string) => `/manager/receivables/${creditAccountId}`;
