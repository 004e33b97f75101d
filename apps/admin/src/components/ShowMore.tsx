import { adminRequests } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';

interface ShowMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
}

/** 'Viser N av M' and 'Vis flere' under a list that loads a page at a time (requests, employees). */
export function ShowMore({ shown, total, loading, onMore }: ShowMoreProps) {
  return (
    <div className="admin-center">
      <p>{adminRequests.shownOf(shown, total)}</p>
      <button type="button" className="fp-button fp-button--secondary" disabled={loading} onClick={onMore}>
        {loading ? <Spinner /> : adminRequests.showMore}
      </button>
    </div>
  );
}
