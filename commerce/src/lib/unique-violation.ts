/** Whether a database error is PostgreSQL's unique violation: another writer got there first. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505"
