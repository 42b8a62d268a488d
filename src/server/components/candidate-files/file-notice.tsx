import { outcomeMessage, outcomeOf } from '../../candidate-files/upload-outcome';
import type { ProfileFileKind } from '../../candidate-files/file-kinds';
import { requestContext } from '../../context/request-context';

/** What became of the last file form of this kind, as the redirect after it says (upload-outcome.ts). */
export function FileNotice({ kind }: { kind: ProfileFileKind }) {
  const { t, search } = requestContext();
  const outcome = outcomeOf(search);
  if (!outcome || outcome.kind !== kind) return null;
  const refused = outcome.result === 'refused';
  return (
    <p
      className={`alert ${refused ? 'alert--danger' : 'alert--success'}`}
      role={refused ? 'alert' : 'status'}
      data-testid={`${kind}-notice`}
    >
      {outcomeMessage(t, outcome)}
    </p>
  );
}
