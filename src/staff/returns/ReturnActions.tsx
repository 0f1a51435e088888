import type { ReturnOwner, ReturnView } from '../../../machines/staff-returns/types';
import { ActionNotice } from '../ui/ActionNotice';
import { MoveDialog } from './MoveDialog';
import { moveFailedMessages, moveLabels, movedMessages } from './return-words';
import { useReturnAction } from './use-return-action';
import staff from '../ui/staff.module.css';
import styles from './Returns.module.css';

export interface ReturnActionsProps {
  view: ReturnView;
  /** The order page's returns machine, told of each answer. */
  owner: ReturnOwner;
  /** The element that says which return these act on, for the buttons' description. */
  describedBy: string;
}

/**
 * A return's buttons, as its step allows (`Approve`, `Refuse`, `Mark as received`, `Refund`,
 * `Send exchange`), one move at a time, and what became of the last one.
 */
export function ReturnActions({ view, owner, describedBy }: ReturnActionsProps) {
  const action = useReturnAction(view, owner);
  const { notice, moves, busy } = action;
  if (moves.length === 0 && !notice) return null;
  return (
    <div className={styles.actions}>
      {moves.length > 0 ? (
        <div className={staff.actions}>
          {moves.map((move) => (
            <button
              key={move}
              type="button"
              className={move === 'refuse' ? staff.danger : staff.primary}
              onClick={() => (busy ? null : action.start(move))}
              aria-disabled={busy || undefined}
              aria-describedby={describedBy}
            >
              {moveLabels[move]}
            </button>
          ))}
        </div>
      ) : null}
      {action.sendingMove ? (
        <p role="status" className={staff.muted}>
          Saving…
        </p>
      ) : null}
      <ActionNotice
        news={notice}
        saved={notice?.kind === 'moved' ? movedMessages[notice.move] : null}
        refusal={notice?.kind === 'refused' ? notice.message : null}
        failure={
          notice?.kind === 'failed'
            ? {
                message: [moveFailedMessages[notice.move], action.moveFailureMessage]
                  .filter(Boolean)
                  .join(' '),
                onRetry: () => action.start(notice.move),
              }
            : null
        }
      />
      <MoveDialog action={action} />
    </div>
  );
}
