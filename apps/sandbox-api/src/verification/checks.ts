import type {
  VerificationDocument,
  VerificationDocumentKind,
  VerificationState,
  VerificationStatus,
} from '@playfront/core/contract';
import { verificationDocumentKinds, verificationStatuses } from '@playfront/core/contract';
import type { Db, Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { ApiError } from '../errors';
import { money } from '../routes/define';
import type { SiteRow } from '../routes/lookups';

/** A player's check as stored; a player without one has not started. */
export interface StoredCheck {
  status: VerificationStatus;
  round: number;
  reason: string | null;
  submittedAt: string | null;
}

type Reader = Pick<Db, 'get' | 'all'> | Tx;

export async function storedCheck(db: Reader, playerId: number): Promise<StoredCheck> {
  const row = await db.get('SELECT * FROM identity_checks WHERE player_id = ?', [playerId]);
  if (!row) return { status: 'not_started', round: 1, reason: null, submittedAt: null };
  return {
    status: verificationStatuses.find((s) => s === str(row, 'status')) ?? 'not_started',
    round: num(row, 'round'),
    reason: strOrNull(row, 'reason'),
    submittedAt: strOrNull(row, 'submitted_at'),
  };
}

/** The documents of the round a check is in, in the order a player sends them. */
export async function roundDocuments(
  db: Reader,
  playerId: number,
  round: number,
): Promise<VerificationDocument[]> {
  const rows = await db.all(
    'SELECT kind, media_type, size, created_at FROM identity_documents WHERE player_id = ? AND round = ?',
    [playerId, round],
  );
  const order = (kind: string) =>
    verificationDocumentKinds.indexOf(kind as VerificationDocumentKind);
  return rows
    .map((r) => ({
      kind: verificationDocumentKinds.find((k) => k === str(r, 'kind')) ?? 'id_front',
      media_type: str(r, 'media_type'),
      size: num(r, 'size'),
      uploaded_at: str(r, 'created_at'),
    }))
    .sort((a, b) => order(a.kind) - order(b.kind));
}

/** What the player sees: the check, the documents of its round and the operator's rule. */
export async function verificationState(
  db: Reader,
  playerId: number,
  site: SiteRow,
): Promise<VerificationState> {
  const check = await storedCheck(db, playerId);
  const rule = site.verificationRule ?? 'none';
  return {
    status: check.status,
    ...(check.status === 'rejected' && check.reason ? { reason: check.reason } : {}),
    documents: await roundDocuments(db, playerId, check.round),
    rule,
    ...(rule === 'above_amount' && site.verificationAmountCents != null
      ? { amount: money(site.verificationAmountCents) }
      : {}),
  };
}

/** A move of money the operator's rule may hold back until the check is approved. */
export interface MoneyMove {
  kind: 'deposit' | 'withdrawal';
  amountCents: number;
}

const explained = {
  before_first_deposit:
    'This operator needs an approved identity check before the first deposit and any withdrawal',
  before_withdrawal: 'This operator needs an approved identity check before any withdrawal',
  above_amount: 'This operator needs an approved identity check for a withdrawal above',
} as const;

const whereItStands: Readonly<Record<VerificationStatus, string>> = {
  not_started: 'no documents have been sent yet',
  pending: 'the documents are waiting for review',
  approved: 'the check is approved',
  rejected: 'the documents were rejected and can be sent again',
};

/**
 * Refuses a deposit or withdrawal the operator's rule holds back: `verificationRequired`, its
 * detail saying which rule and where the player's check stands, `context` naming the rule.
 */
export async function enforceVerification(
  db: Reader,
  player: { id: number; site: SiteRow },
  move: MoneyMove,
): Promise<void> {
  const rule = player.site.verificationRule ?? 'none';
  const threshold = player.site.verificationAmountCents ?? 0;
  const held =
    (rule === 'before_first_deposit' && (move.kind === 'deposit' || move.kind === 'withdrawal')) ||
    (rule === 'before_withdrawal' && move.kind === 'withdrawal') ||
    (rule === 'above_amount' && move.kind === 'withdrawal' && move.amountCents > threshold);
  if (!held) return;
  const check = await storedCheck(db, player.id);
  if (check.status === 'approved') return;
  const limit = rule === 'above_amount' ? ` ${money(threshold)}` : '';
  throw new ApiError(
    'verificationRequired',
    `${explained[rule]}${limit}; ${whereItStands[check.status]}.`,
    {
      params: {
        context: rule,
        status: check.status,
        ...(rule === 'above_amount' ? { amount: money(threshold) } : {}),
      },
    },
  );
}
