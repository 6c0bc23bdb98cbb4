import { Rotator } from '../../ui/rotator';
import { StaffCard, type StaffCardMember } from './staff-card';

/** Staff cards shown side by side. */
export const STAFF_VISIBLE = 2;

export interface StaffRotatorProps {
  /** The position's name, which names the group. */
  position: string;
  members: StaffCardMember[];
  /** Milliseconds between rotations. */
  intervalMs: number;
}

// Always two columns: a position of one person gets a card as wide as the others, not the whole row.
const columns = { gridTemplateColumns: `repeat(${STAFF_VISIBLE}, minmax(0, 1fr))` };

/**
 * One position's people, two at a time, turning when there are more. An island hydrated with
 * React alone as it nears the screen (features/staff/staff-page.tsx). The server's HTML shows
 * the first two, as the rotation starts; a browser without JavaScript never turns it, so it
 * gets everyone else below them (a `noscript` block, which a browser running scripts ignores).
 */
export function StaffRotator({ position, members, intervalMs }: StaffRotatorProps) {
  const waiting = members.slice(STAFF_VISIBLE);
  return (
    <>
      <Rotator
        pauseButton
        items={members}
        visible={STAFF_VISIBLE}
        interval={intervalMs}
        getKey={(member) => member._id}
        renderItem={(member) => <StaffCard member={member} />}
        aria-label={`Nhân sự ${position}`}
        role="group"
        style={columns}
      />
      {waiting.length > 0 ? (
        <noscript>
          <ul aria-label={`Nhân sự ${position} khác`} className="mt-4 grid gap-4" style={columns}>
            {waiting.map((member) => (
              <li key={member._id} className="min-w-0">
                <StaffCard member={member} />
              </li>
            ))}
          </ul>
        </noscript>
      ) : null}
    </>
  );
}
