import { useNavigate } from 'react-router';

/** The browser's history as a test's user works it: open another page (`to`), and Back. */
export function HistoryButtons({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(to)}>
        Open
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}
