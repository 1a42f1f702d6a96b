/** Identity checks: the operator's rule per site, a check per player and its documents. */
export const VERIFICATION_SCHEMA: readonly string[] = [
  // 'none' | 'before_first_deposit' | 'before_withdrawal' | 'above_amount' (with the amount).
  "ALTER TABLE sites ADD COLUMN verification_rule TEXT NOT NULL DEFAULT 'none'",
  'ALTER TABLE sites ADD COLUMN verification_amount_cents INTEGER',
  // A player without a row has not started. A rejection starts a new round of documents, so the
  // refused ones stay on record beside the ones sent again.
  `CREATE TABLE identity_checks (
    player_id INTEGER PRIMARY KEY REFERENCES players(id),
    status TEXT NOT NULL,
    round INTEGER NOT NULL DEFAULT 1,
    reason TEXT,
    submitted_at TEXT,
    reviewed_at TEXT,
    updated_at TEXT NOT NULL
  )`,
  // One document of each kind per round; the file lies in the upload folder under stored_name.
  `CREATE TABLE identity_documents (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    round INTEGER NOT NULL,
    kind TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    media_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    stored_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (player_id, round, kind)
  )`,
  'CREATE INDEX identity_checks_status ON identity_checks (status)',
];
