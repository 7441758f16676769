import type { SvgIconComponent } from '@mui/icons-material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { CenteredNotice } from './CenteredNotice';

/**
 * A detail page whose record is not there (a wrong or old link, another fleet's record): what is
 * missing and the way to the list it belongs to, in place of a retry that cannot help.
 */
export function RecordNotFound(props: {
  text: string;
  backTo: string;
  backLabel: string;
  icon?: SvgIconComponent;
}) {
  return (
    <CenteredNotice
      icon={props.icon ?? SearchOffOutlined}
      heading={null}
      text={props.text}
      action={
        <Button variant="contained" component={Link} to={props.backTo}>
          {props.backLabel}
        </Button>
      }
    />
  );
}
