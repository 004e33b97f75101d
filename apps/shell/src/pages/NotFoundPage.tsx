import { Link } from 'react-router-dom';
import { common } from '@ferieplan/texts';

export default function NotFoundPage() {
  return (
    <div className="fp-container shell-message">
      <h1>{common.notFoundTitle}</h1>
      <Link to="/" className="fp-button">
        {common.toFrontPage}
      </Link>
    </div>
  );
}
