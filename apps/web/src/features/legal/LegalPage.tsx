import { Box, Paper, Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LEGAL_DOCUMENTS } from './legalTexts';

/** The Terms & Conditions and Privacy Policy linked from the sign-in agreement step. */
export function LegalPage({ document: key }: { document: keyof typeof LEGAL_DOCUMENTS }) {
  const { title, updated, sections } = LEGAL_DOCUMENTS[key];
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 6, px: 2 }}>
      <Paper variant="outlined" component="article" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, md: 5 } }}>
        <Typography variant="h1">{title}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>Last updated {updated}</Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 2.5 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
              {section.heading}
            </Typography>
            <Typography sx={{ lineHeight: 1.6 }}>{section.body}</Typography>
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
